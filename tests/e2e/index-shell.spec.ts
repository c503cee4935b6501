import type { Page } from '@playwright/test';

import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import {
  DEMO,
  DEMO_ORG,
  SHOTS,
  advanceServerClock,
  logInPerson,
  pageProblems,
  readSmsCode,
  solveSlider,
  submitPersonForm,
} from './support/login-steps';

const hall = (page: Page) => page.getByRole('region', { name: '我的信息' });
const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

test('an unauthenticated visit lands on login with the whole address (hash included) as redirect', async ({
  page,
  baseURL,
}) => {
  await page.goto('/index.html#/trade-center/redeem/order?id=000001');
  await page.waitForURL(/\/login\.html\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe(`${baseURL}/index.html#/trade-center/redeem/order?id=000001`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('张三 sees the shell: name, 退出, navigation with the current page, the hall profile', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await page.goto('/index.html#/hall');
  await expect(page).toHaveTitle('大厅 - 国证资管投资者服务');
  await expect(page.getByRole('banner')).toContainText('您好，张三');
  await expect(page.getByRole('banner').getByRole('button', { name: '退出' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '大厅' })).toHaveAttribute('aria-current', 'page');
  const profile = hall(page);
  await expect(profile).toContainText('张三');
  await expect(profile).toContainText('1101**********4514');
  await expect(profile).toContainText('138****0001');
  await expect(profile).toContainText(/稳健型（有效期至 \d{4}-\d{2}-\d{2}）/);
  await expect(profile).toContainText('普通投资者');
  await page.screenshot({ path: `${SHOTS}/index-hall-zhangsan.png`, fullPage: true });

  // Every area of the navigation opens, with its link marked current; areas not built show their title.
  for (const [link, title] of [
    ['个人中心', '个人信息'],
    ['交易中心', '购买基金'],
    ['我的资产', '我的资产'],
  ] as const) {
    await nav(page).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: '大厅' })).not.toHaveAttribute('aria-current');
  }
  await page.screenshot({ path: `${SHOTS}/index-areas.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});

test('every hash route of spec §2 is registered and shows its title', async ({ page }) => {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  const routes: [string, string][] = [
    ['/hall/user/subscription', '订阅服务'],
    ['/hall/user/questionnaire/answer', '填写问卷'],
    ['/hall/user/password/reset-trade', '重置交易密码'],
    ['/hall/user/modify-responsible-id-card', '更新负责人证件'],
    ['/hall/user/card/fast-pay', '开通快捷支付'],
    ['/hall/user/risk-level?module=RiskLevelTest', '风险测评'],
    ['/hall/user/major-conform-certification', '专业投资者认证'],
    ['/trade-center/redeem/order?id=000001&account=A1', '赎回下单'],
    ['/user/password/modify', '修改登录密码'],
    ['/reset', '重置交易密码'],
  ];
  for (const [route, title] of routes) {
    await page.goto(`/index.html#${route}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  // An unknown route goes to the hall.
  await page.goto('/index.html#/no-such-area');
  await expect(page.getByRole('heading', { level: 1, name: '大厅' })).toBeVisible();
  await expect(page).toHaveURL(/#\/hall$/);
});

const PROFILES = [
  { who: DEMO.zhouJiu, texts: ['激进型', /专业投资者（有效期至 \d{4}-\d{2}-\d{2}）/] },
  { who: DEMO.qianQi, texts: ['保守型（最低类别）'] },
  { who: DEMO.sunBa, texts: [/已过期，有效期至/, '重新测评'] },
];
for (const { who, texts } of PROFILES) {
  test(`the hall of ${who.name} shows the risk level and investor class the back office holds`, async ({
    page,
  }) => {
    await logInByApi(page.request, { account: who.idNo, phone: who.phone });
    await page.goto('/index.html#/hall');
    await expect(page.getByRole('banner')).toContainText(`您好，${who.name}`);
    for (const text of texts) await expect(hall(page)).toContainText(text);
    await page.screenshot({ path: `${SHOTS}/index-hall-${who.phone}.png`, fullPage: true });
  });
}

test('the organisation sees 机构名称 in its hall', async ({ page }) => {
  await logInByApi(page.request, { account: DEMO_ORG.fundAccount, phone: DEMO_ORG.phone, orgType: '1' });
  await page.goto('/index.html#/hall');
  await expect(hall(page)).toContainText(`机构名称${DEMO_ORG.name}`);
  await page.screenshot({ path: `${SHOTS}/index-hall-org.png`, fullPage: true });
});

test('退出 ends the session: the login page, and the app is closed afterwards', async ({ page }) => {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await page.goto('/index.html#/hall');
  await page.getByRole('button', { name: '退出' }).click();
  await page.waitForURL(/\/login\.html$/);
  await page.goto('/index.html#/assets');
  await page.waitForURL(/\/login\.html\?redirect=/);
});

test('an expired session brings the investor to login with the line saying why', async ({ page }) => {
  // Through the login page: it notes the session's start, which tells an expiry from a first visit.
  await page.goto('/login.html');
  await logInPerson(page, DEMO.zhangSan.phone, DEMO.zhangSan.phone);
  await expect(hall(page)).toBeVisible();
  await advanceServerClock(page.request, 2 * 3600);
  // A fresh load (a hash change alone keeps the user already loaded).
  await page.goto('about:blank');
  await page.goto('/index.html#/assets');
  await page.waitForURL(/\/login\.html\?redirect=/);
  await expect(page.getByText('登录已超时，请重新登录')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/index-expired-login.png`, fullPage: true });
});

test('a session replaced by a login elsewhere brings the investor to login saying so', async ({
  page,
  browser,
}) => {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await page.goto('/index.html#/hall');
  await expect(hall(page)).toBeVisible();
  const elsewhere = await browser.newContext();
  await logInByApi(elsewhere.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await elsewhere.close();
  await page.reload();
  await page.waitForURL(/\/login\.html\?redirect=.*reason=replace/);
  await expect(page.getByText('您的账号已在其他地方登录，请重新登录')).toBeVisible();
});

test('退出 in one tab sends the portal’s other tabs to login at once, with their redirect (issue 39)', async ({
  page,
  context,
}) => {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await page.goto('/index.html#/hall');
  await expect(hall(page)).toBeVisible();
  const other = await context.newPage();
  await other.goto('/index.html#/assets');
  await expect(other.getByText('您好，张三')).toBeVisible();
  await page.getByRole('button', { name: '退出' }).click();
  await page.waitForURL(/\/login\.html$/);
  // No action in the other tab: it is told, and leaves the investor's data behind.
  await other.waitForURL(/\/login\.html\?redirect=.*%23%2Fassets/);
  await expect(other.getByText('您好，张三')).toHaveCount(0);
});

test('a session replaced elsewhere: the next screen, even one already loaded, goes to login saying so (issue 39)', async ({
  page,
  browser,
}) => {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await page.goto('/index.html#/assets');
  await expect(page.getByText('您好，张三')).toBeVisible();
  await nav(page).getByRole('link', { name: '大厅' }).click();
  await expect(hall(page)).toBeVisible();
  const elsewhere = await browser.newContext();
  await logInByApi(elsewhere.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await elsewhere.close();
  // 我的资产's answers are cached from the first visit: only the session's own check can tell.
  await nav(page).getByRole('link', { name: '我的资产' }).click();
  await page.waitForURL(/\/login\.html\?redirect=.*reason=replace/);
  await expect(page.getByText('您的账号已在其他地方登录，请重新登录')).toBeVisible();
});

test('after logging in from the redirect the investor is back on the address asked for', async ({ page }) => {
  await page.goto('/index.html#/assets');
  await page.waitForURL(/\/login\.html\?redirect=/);
  await submitPersonForm(page, DEMO.zhangSan.phone);
  await solveSlider(page);
  // A new browser for 张三 (the state is the seed's): the SMS step comes first.
  const sms = page.getByRole('dialog', { name: '短信验证登录' });
  await expect(sms).toBeVisible({ timeout: 15_000 });
  await sms.getByRole('button', { name: '获取验证码' }).click();
  await expect(sms.getByRole('button', { name: /秒后重新获取/ })).toBeVisible();
  await sms.getByLabel('短信验证码').fill(await readSmsCode(page.request, DEMO.zhangSan.phone));
  await sms.getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/\/index\.html#\/assets$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的资产' })).toBeVisible();
});

test('the privacy-policy route links the agreement PDFs ops serve', async ({ page }) => {
  await logInByApi(page.request, { account: DEMO.zhouJiu.idNo, phone: DEMO.zhouJiu.phone });
  await page.goto('/index.html#/hall/user/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  const link = page.getByRole('link', { name: '阅读《隐私政策》' });
  await expect(link).toHaveAttribute('href', '/static-agreements/privacy-policy.pdf');
  const answer = await page.request.get('/static-agreements/privacy-policy.pdf');
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByRole('link', { name: '《合格投资者承诺函》' })).toBeVisible();
});
