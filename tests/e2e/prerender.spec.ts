/**
 * Prerendered first screens (issue 19, item 1): every page's HTML carries what its React tree renders before
 * any data, so a browser without JavaScript (or before it runs) sees it; with JavaScript the page hydrates
 * that HTML without a single mismatch, even when this browser's stored choices and the address change what
 * the page shows.
 */
import type { Browser, Page } from '@playwright/test';

import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { DEMO, DEMO_PASSWORD, pageProblems, sliderHandle } from './support/login-steps';

async function withoutJavaScript(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test('without JavaScript each page shows its first screen', async ({ browser, baseURL }) => {
  const login = await withoutJavaScript(browser, baseURL, '/login.html');
  const tabs = login.page.getByRole('tablist', { name: '登录方式' });
  await expect(tabs.getByRole('tab', { name: '个人登录', selected: true })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: '机构登录' })).toBeVisible();
  const form = login.page.getByRole('form', { name: '个人登录' });
  await expect(form.getByLabel('账号', { exact: true })).toBeVisible();
  await expect(form.getByLabel('登录密码')).toBeVisible();
  await expect(form.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(login.page.getByRole('button', { name: '长辈模式' })).toHaveAttribute('aria-pressed', 'false');
  await login.close();

  const reset = await withoutJavaScript(browser, baseURL, '/reset.html');
  await expect(reset.page.getByRole('heading', { level: 1, name: '找回登录密码' })).toBeVisible();
  await expect(reset.page.getByRole('tab', { name: '登录密码', selected: true })).toBeVisible();
  await expect(reset.page.getByRole('tab', { name: '交易密码' })).toBeVisible();
  await expect(reset.page.getByLabel('账号', { exact: true })).toBeVisible();
  await reset.close();

  const orgReset = await withoutJavaScript(browser, baseURL, '/org-reset.html');
  await expect(orgReset.page.getByRole('heading', { level: 1, name: '机构找回登录密码' })).toBeVisible();
  await expect(orgReset.page.getByRole('radio', { name: '基金账号', checked: true })).toBeVisible();
  await expect(orgReset.page.getByRole('textbox', { name: '基金账号' })).toBeVisible();
  await expect(orgReset.page.getByRole('textbox', { name: '机构证件号码' })).toBeVisible();
  await orgReset.close();

  const gateway = await withoutJavaScript(browser, baseURL, '/gwlogin.html?gwtoken=abc');
  await expect(gateway.page.getByRole('heading', { level: 1, name: '财富顾问登录' })).toBeVisible();
  await expect(gateway.page.getByRole('status')).toHaveText('正在验证登录凭证，请稍候…');
  await gateway.close();

  const index = await withoutJavaScript(browser, baseURL, '/index.html#/hall');
  await expect(index.page.getByRole('status')).toHaveText('正在加载您的账户信息…');
  const nav = index.page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '大厅' })).toHaveAttribute('aria-current', 'page');
  await index.close();
});

/** Stored choices that change what the pages show (local storage's versioned envelope, shared/storage). */
const STORED: Record<string, unknown> = {
  'gzzg.elderMode': true,
  'gzzg.lastLoginType': 'organization',
  'gzzg.orgAccountType': '0',
  'gzzg.lastLoginData': {
    loginType: 'organization',
    orgAccountType: '0',
    personAccountList: null,
    orgFundAccountList: null,
    orgTradeAccountList: null,
    saveAccountFlag: true,
  },
};

/**
 * Watches one load: console errors (React logs a recoverable hydration error there, and bootstrap.tsx does
 * for its reporter), reports sent to the back office, and whether the prerendered page element is still the
 * one in #root once the page runs (a failed hydration renders the page afresh).
 */
async function watchHydration(page: Page) {
  const console = watchConsole(page);
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/client/errors')) reports.push(request.postData() ?? '');
  });
  await page.addInitScript((stored: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(stored))
      localStorage.setItem(key, JSON.stringify({ v: 1, d: value }));
    new MutationObserver((_, observer) => {
      const first = document.getElementById('root')?.firstElementChild;
      if (!first) return;
      (window as unknown as { __prerendered: Element }).__prerendered = first;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, STORED);
  return async () => {
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    const kept = await page.evaluate(() => {
      const prerendered = (window as unknown as { __prerendered?: Element }).__prerendered;
      return prerendered !== undefined && prerendered === document.getElementById('root')?.firstElementChild;
    });
    expect(kept, 'the prerendered page element is the one the page runs on').toBe(true);
    expect(pageProblems(console.problems)).toEqual([]);
    expect(reports).toEqual([]);
  };
}

test('login hydrates with 长辈模式, the organisation tab and 记住账号 stored, and a reason in the address', async ({
  page,
}) => {
  const settled = await watchHydration(page);
  await page.goto('/login.html?reason=expire&channel=2&redirect=%2Findex.html%23%2Fassets');
  await expect(page.getByRole('tab', { name: '机构登录', selected: true })).toBeVisible();
  const form = page.getByRole('form', { name: '机构登录' });
  await expect(form.getByRole('switch', { name: '记住账号' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('alert')).toContainText('登录');
  await expect(page.locator('html')).toHaveClass(/gz-elder/);
  await expect(page.getByRole('button', { name: '长辈模式' })).toHaveAttribute('aria-pressed', 'true');
  await settled();
});

test('reset, org-reset and the gateway hydrate with what their address asks', async ({ page }) => {
  let settled = await watchHydration(page);
  await page.goto('/reset.html?type=trade&from=%2Flogin.html%3Fchannel%3D2');
  await expect(page.getByRole('tab', { name: '交易密码', selected: true })).toBeVisible();
  await settled();

  settled = await watchHydration(page);
  await page.goto('/org-reset.html?from=%2Flogin.html%3Fchannel%3D2');
  await expect(page.getByRole('link', { name: '找回登录密码' })).toHaveAttribute(
    'href',
    '/reset.html?from=%2Flogin.html%3Fchannel%3D2',
  );
  await settled();

  settled = await watchHydration(page);
  await page.goto('/gwlogin.html');
  await expect(page.getByRole('alert')).toBeVisible();
  await settled();
});

test('a page whose HTML is not its first render reports the mismatch', async ({ page }) => {
  // The check above must be able to fail: a prerendered text the tree does not render is a mismatch.
  await page.route('**/login.html', async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace('>个人登录<', '>个人登陆<');
    await route.fulfill({ response: answer, body: html });
  });
  const console = watchConsole(page);
  const reported = page.waitForRequest((request) => request.url().includes('/v1/client/errors'), {
    timeout: 20_000,
  });
  await page.goto('/login.html');
  await expect(page.getByRole('tab', { name: '个人登录' })).toBeVisible();
  expect((await reported).postData()).toContain('hydration');
  expect(console.problems.join('\n')).toMatch(/Minified React error|hydrat/i);
});

test('the hall hydrates its prerendered shell once the investor is known', async ({ page }) => {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  const settled = await watchHydration(page);
  await page.goto('/index.html#/hall');
  await expect(page.getByRole('region', { name: '我的信息' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('您好，张三');
  await expect(page.getByRole('button', { name: '长辈模式' })).toHaveAttribute('aria-pressed', 'true');
  await settled();
});

/** Holds a page's own script back until `release` is called: the page shows, but does not run. */
async function holdScript(page: Page, entry: 'login' | 'index'): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const script = entry === 'login' ? /\/js\/login\.[0-9a-f]{8}\.js$/ : /\/js\/index\.[0-9a-f]{8}\.js$/;
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const holdLoginScript = (page: Page) => holdScript(page, 'login');

test('a hash link tapped in the prerendered hall before it runs shows its screen once the page runs (issue 41 item 11)', async ({
  page,
}) => {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  const release = await holdScript(page, 'index');
  const arrived = page.goto('/index.html#/hall');
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('link', { name: '我的资产' }).click();
  await expect(page).toHaveURL(/#\/assets$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  release();
  await arrived;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('heading', { level: 1, name: '我的资产' })).toBeVisible();
  await expect(page.getByRole('region', { name: '我的信息' })).toHaveCount(0);
});

test('login is on screen before its scripts run; what is typed meanwhile is kept and an early Enter is not lost', async ({
  page,
  baseURL,
}) => {
  // The page's own script is held back until the test lets it go: the first screen must not wait for it.
  const release = await holdLoginScript(page);
  const arrived = page.goto('/login.html');
  const form = page.getByRole('form', { name: '个人登录' });
  await expect(form.getByLabel('登录密码')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await form.getByLabel('账号', { exact: true }).fill(DEMO.zhangSan.idNo);
  await form.getByLabel('登录密码').fill(DEMO_PASSWORD);
  await form.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  await form.getByLabel('登录密码').press('Enter');
  await page.waitForTimeout(300);
  // The browser sent no form of its own: nothing left the page, no password in the address.
  expect(page.url()).toBe(`${baseURL}/login.html`);
  await expect(sliderHandle(page)).toHaveCount(0);

  release();
  await arrived;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(form.getByLabel('账号', { exact: true })).toHaveValue(DEMO.zhangSan.idNo);
  // The Enter pressed early is pressed again once the page runs, with the account, the password and the
  // consent in the page's state: it asks for the slider, not for them.
  await expect(sliderHandle(page)).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(page.url()).toBe(`${baseURL}/login.html`);
});

test('a click on 登录 before the page runs is not lost: once the scripts arrive the slider opens', async ({
  page,
}) => {
  const release = await holdLoginScript(page);
  const arrived = page.goto('/login.html');
  const form = page.getByRole('form', { name: '个人登录' });
  // 长辈模式, a toggle, then 登录, both clicked early: pressed again in that order once the page runs.
  await page.getByRole('button', { name: '长辈模式' }).click();
  await form.getByLabel('账号', { exact: true }).fill(DEMO.zhangSan.idNo);
  await form.getByLabel('登录密码').fill(DEMO_PASSWORD);
  await form.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(sliderHandle(page)).toHaveCount(0);

  release();
  await arrived;
  await expect(sliderHandle(page)).toBeVisible();
  await expect(page.getByRole('button', { name: '长辈模式' })).toHaveAttribute('aria-pressed', 'true');
});
