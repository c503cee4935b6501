import { expect, test, waitForHydrationOnNavigation } from './support/fixtures';
import { DEMO, SHOTS, advanceServerClock, logInPerson, tickPrivacy } from './support/login-steps';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

test('an expired session brings the investor back here with 登录已超时 and then back where they were', async ({
  page,
}) => {
  await page.goto('/login.html');
  await logInPerson(page, DEMO.zhangSan.idNo, DEMO.zhangSan.phone);
  await page.goto('/index.html#/assets');
  await expect(page.getByRole('heading', { level: 1, name: '我的资产' })).toBeVisible();
  // Leave the page before the session expires: its own requests would meet the expired session and leave for
  // login by themselves, racing (and interrupting) the test's navigation.
  await page.goto('about:blank');
  await advanceServerClock(page.request, 1801);
  await page.goto('/index.html#/assets');
  await page.waitForURL(/\/login\.html\?redirect=/);
  const reason = page.getByRole('alert').filter({ hasText: '登录已超时，请重新登录' });
  await expect(reason).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-expired.png` });
  await logInPerson(page, DEMO.zhangSan.idNo, DEMO.zhangSan.phone, /\/index\.html#\/assets$/);
});

test('a session replaced by a login elsewhere is told so on the login page', async ({ page, browser }) => {
  await page.goto('/login.html');
  await logInPerson(page, DEMO.zhouJiu.idNo, DEMO.zhouJiu.phone);
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  waitForHydrationOnNavigation(other);
  await other.goto('/login.html');
  await logInPerson(other, DEMO.zhouJiu.idNo, DEMO.zhouJiu.phone);
  await elsewhere.close();
  // Each of the hall's first reads meets the replaced session and sends the page to login: the URL is what
  // counts, not the load of one of those navigations (a later one may abort it).
  await page.reload();
  await expect(page).toHaveURL(/\/login\.html\?redirect=/);
  await expect(
    page.getByRole('alert').filter({ hasText: '您的账号已在其他地方登录，请重新登录' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-replaced.png` });
});

test('a plain visit shows no reason line', async ({ page }) => {
  await page.goto('/login.html?redirect=%2Findex.html%23%2Fhall');
  await expect(page.getByRole('tab', { name: '个人登录' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/请重新登录/)).toHaveCount(0);
});

const PAYLOADS = [
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'https://127.0.0.1@evil.example',
  '/%2F%2Fevil.example',
];

test('redirect payloads never leave our origin; a safe one is followed', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL as string).origin;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  // Each payload as the 401000 handler would write it (encoded once) and as an attacker might (raw).
  const addresses = PAYLOADS.flatMap((payload) => [encodeURIComponent(payload), payload]);
  for (const address of addresses) {
    await page.goto(`/login.html?redirect=${address}`);
    await logInPerson(page, DEMO.sunBa.idNo, DEMO.sunBa.phone);
    expect(page.url(), address).toBe(`${origin}/index.html#/hall`);
  }
  await page.goto(
    `/login.html?redirect=${encodeURIComponent(`${origin}/index.html#/trade-center/purchase`)}`,
  );
  await logInPerson(page, DEMO.sunBa.idNo, DEMO.sunBa.phone, /\/index\.html#\/trade-center\/purchase$/);
  expect(dialogs).toEqual([]);
  expect(visited.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});

test('remembered accounts survive a reload and can be deleted', async ({ page }) => {
  await page.goto('/login.html');
  const form = page.getByRole('form', { name: '个人登录' });
  await form.getByRole('switch', { name: '记住账号' }).click();
  await logInPerson(page, DEMO.zhangSan.phone, DEMO.zhangSan.phone);
  await page.goto('/login.html');
  await page.reload();
  await expect(form.getByRole('switch', { name: '记住账号' })).toHaveAttribute('aria-checked', 'true');
  const account = form.getByLabel('账号', { exact: true });
  await account.focus();
  const remembered = page.getByRole('list', { name: '已记住的账号' });
  const pick = remembered.getByRole('button', { name: '使用账号 138****0001' });
  await expect(pick).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-remembered.png` });
  await page.keyboard.press('ArrowDown');
  await expect(pick).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(account).toHaveValue(DEMO.zhangSan.phone);
  await account.fill('');
  await remembered.getByRole('button', { name: '删除已记住的账号 138****0001' }).click();
  await expect(remembered).toHaveCount(0);
  await page.reload();
  await account.focus();
  await page.waitForTimeout(300);
  await expect(page.getByRole('list', { name: '已记住的账号' })).toHaveCount(0);
});

test('the forgot-password and register links', async ({ page }) => {
  await page.goto('/login.html?redirect=%2Findex.html%23%2Fassets');
  const form = page.getByRole('form', { name: '个人登录' });
  await expect(form.getByRole('link', { name: '忘记密码？' })).toHaveAttribute(
    'href',
    `/reset.html?from=${encodeURIComponent('/login.html?redirect=%2Findex.html%23%2Fassets')}`,
  );
  const opening = form.getByRole('link', { name: '立即注册' });
  await expect(opening).not.toHaveAttribute('target', '_blank');
  await expect(opening).toHaveAttribute('href', '/open.html?redirect=%2Findex.html%23%2Fassets');
  await page.goto('/login.html?channel=2');
  const official = form.getByRole('link', { name: /立即注册/ });
  await expect(official).toHaveAttribute('target', '_blank');
  await expect(official).toHaveAttribute('href', /\/register$/);
  await tickPrivacy(form);
});

test.describe('under an Internet Explorer 11 user agent', () => {
  test.use({ userAgent: IE11 });

  test('the old-browser notice shows once and is remembered', async ({ page }) => {
    await page.goto('/login.html');
    const notice = page.getByRole('dialog', { name: '浏览器版本提示' });
    await expect(notice).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/login-old-browser.png` });
    await notice.getByRole('button', { name: '继续访问' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('tab', { name: '个人登录' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
