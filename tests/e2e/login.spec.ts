import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import {
  DEMO,
  DEMO_ORG,
  DEMO_PASSWORD,
  SHOTS,
  carriesPassword,
  logInPerson,
  dragBy,
  passSmsStep,
  readSmsCode,
  readyPuzzle,
  sendSmsCode,
  solveSlider,
  submitOrgForm,
  submitPersonForm,
  watchRequests,
} from './support/login-steps';

test('张三 logs in by ID number in a new browser: slider, SMS, hall; no password in any URL', async ({
  page,
}) => {
  const console = watchConsole(page);
  const requests = watchRequests(page);
  await page.goto('/login.html');
  await page.screenshot({ path: `${SHOTS}/login-person.png`, fullPage: true });
  await submitPersonForm(page, DEMO.zhangSan.idNo);
  const slider = page.getByRole('dialog', { name: '安全验证' });
  await expect(slider).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-slider.png` });
  await solveSlider(page);
  await expect(slider).toBeHidden();
  await expect(page.getByRole('dialog', { name: '短信验证登录' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-sms.png` });
  await passSmsStep(page, DEMO.zhangSan.phone);
  await page.waitForURL(/\/index\.html#\/hall$/);
  await expect(page.getByRole('banner')).toContainText(DEMO.zhangSan.name);

  expect(requests.urls.some((url) => url.includes('/v1/auth/login'))).toBe(true);
  expect(requests.urls.filter((url) => carriesPassword(url, DEMO_PASSWORD))).toEqual([]);
  // The password travels RSA-encrypted in the body, never as typed.
  expect(requests.bodies.filter((body) => carriesPassword(body, DEMO_PASSWORD))).toEqual([]);
  expect(console.problems).toEqual([]);
});

test('a browser that passed the SMS step once logs in again without it (the nonce of this account)', async ({
  page,
}) => {
  await page.goto('/login.html');
  await logInPerson(page, DEMO.zhangSan.phone, DEMO.zhangSan.phone);
  await page.goto('/login.html');
  await submitPersonForm(page, DEMO.zhangSan.phone);
  await solveSlider(page);
  await page.waitForURL(/\/index\.html#\/hall$/);
  // The nonce belongs to the account: the same person by ID number is still a new device here.
  await page.goto('/login.html');
  await submitPersonForm(page, DEMO.zhangSan.idNo);
  await solveSlider(page);
  await expect(page.getByRole('dialog', { name: '短信验证登录' })).toBeVisible();
});

// 钱七 logs in at the end of the lockout test (login-failures.spec.ts).
for (const who of [DEMO.sunBa, DEMO.zhouJiu] as const) {
  test(`${who.name} logs in by phone and reaches the hall`, async ({ page }) => {
    await page.goto('/login.html');
    await logInPerson(page, who.phone, who.phone);
    await expect(page.getByRole('banner')).toContainText(who.name);
  });
}

test('the slider can be dragged with the mouse', async ({ page }) => {
  await page.goto('/login.html');
  await submitPersonForm(page, DEMO.zhouJiu.idNo);
  const { code } = await readyPuzzle(page);
  await dragBy(page, code);
  await expect(page.getByRole('dialog', { name: '短信验证登录' })).toBeVisible();
});

test('the whole person login works by keyboard alone', async ({ page }) => {
  await page.goto('/login.html');
  await page.getByRole('tab', { name: '个人登录' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('账号', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO.sunBa.idNo);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('登录密码')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /^我已阅读并同意/ })).toBeChecked();
  await page.getByLabel('登录密码').press('Enter');
  await expect(page.getByRole('slider', { name: '拼图滑块' })).toBeFocused();
  await solveSlider(page);
  await passSmsStep(page, DEMO.sunBa.phone);
  await page.waitForURL(/\/index\.html#\/hall$/);
});

test('the organisation logs in with its fund account (type 1)', async ({ page }) => {
  await page.goto('/login.html');
  await page.getByRole('tab', { name: '机构登录' }).click();
  await page.screenshot({ path: `${SHOTS}/login-org.png`, fullPage: true });
  await submitOrgForm(page, '基金账号', DEMO_ORG.fundAccount);
  await solveSlider(page);
  await passSmsStep(page, DEMO_ORG.phone);
  await page.waitForURL(/\/index\.html#\/hall$/);
  await expect(page.getByRole('banner')).toContainText(DEMO_ORG.name);
});

test('the organisation logs in with its fund trade account (type 0)', async ({ page }) => {
  await page.goto('/login.html');
  await submitOrgForm(page, '基金交易账号', DEMO_ORG.tradeAccount);
  await solveSlider(page);
  await passSmsStep(page, DEMO_ORG.phone);
  await page.waitForURL(/\/index\.html#\/hall$/);
  await expect(page.getByRole('banner')).toContainText(DEMO_ORG.name);
});

test('李四 must change the password: the rules, new = old refused, then the hall', async ({ page }) => {
  const console = watchConsole(page);
  const requests = watchRequests(page);
  const newPassword = 'Lisi2024x';
  await page.goto('/login.html');
  await submitPersonForm(page, DEMO.liSi.phone);
  await solveSlider(page);
  await passSmsStep(page, DEMO.liSi.phone);
  const dialog = page.getByRole('dialog', { name: '修改登录密码' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '关闭' })).toHaveCount(0);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入登录密码')).toBeVisible();
  await dialog.getByLabel('原登录密码', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel('新登录密码', { exact: true }).fill('12345678');
  await dialog.getByLabel('确认新登录密码').fill('12345679');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入6-20位字母和数字组合的密码')).toBeVisible();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await dialog.getByLabel('新登录密码', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel('确认新登录密码').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('新密码不能与原密码相同')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-password-change.png` });
  await dialog.getByLabel('原登录密码', { exact: true }).fill('Wrong1234');
  await dialog.getByLabel('新登录密码', { exact: true }).fill(newPassword);
  await dialog.getByLabel('确认新登录密码').fill(newPassword);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: '原登录密码错误' })).toBeVisible();
  await dialog.getByLabel('原登录密码', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/\/index\.html#\/hall$/);
  await expect(page.getByRole('banner')).toContainText(DEMO.liSi.name);
  for (const password of [DEMO_PASSWORD, newPassword, 'Wrong1234']) {
    expect(requests.urls.filter((url) => carriesPassword(url, password))).toEqual([]);
    expect(requests.bodies.filter((body) => carriesPassword(body, password))).toEqual([]);
  }
  expect(console.problems).toEqual([]);
});

test('赵六 (Registered, no crmId) is told the registration is unfinished and may go on', async ({ page }) => {
  await page.goto('/login.html');
  await submitPersonForm(page, DEMO.zhaoLiu.idNo);
  await solveSlider(page);
  await passSmsStep(page, DEMO.zhaoLiu.phone);
  const dialog = page.getByRole('alertdialog', { name: '温馨提示' });
  await expect(dialog).toContainText('尚未完成账户登记');
  await page.screenshot({ path: `${SHOTS}/login-registered.png` });
  await dialog.getByRole('button', { name: '继续访问' }).click();
  await page.waitForURL(/\/index\.html#\/hall$/);
  await expect(page.getByRole('banner')).toContainText(DEMO.zhaoLiu.name);
});

test('何十 comes from the consignment channel without a login password: sets one by SMS, lands in the hall, logs in with it', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await page.goto('/login.html?registeredToken=REG-DEMO-HESHI');
  const dialog = page.getByRole('dialog', { name: '设置登录密码' });
  await expect(dialog).toBeVisible();
  // The token is spent and gone from the address (and so from the history and a later referrer).
  expect(page.url()).not.toContain('REG-DEMO-HESHI');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入短信验证码')).toBeVisible();
  await sendSmsCode(page, dialog);
  await dialog.getByLabel('短信验证码').fill(await readSmsCode(page.request, DEMO.heShi.phone));
  await dialog.getByLabel('登录密码', { exact: true }).fill('He2026pw');
  await dialog.getByLabel('确认登录密码').fill('He2026pw');
  await page.screenshot({ path: `${SHOTS}/login-register-password.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/\/index\.html#\/hall$/);
  await expect(page.getByRole('banner')).toContainText(DEMO.heShi.name);
  expect(requests.bodies.filter((body) => carriesPassword(body, 'He2026pw'))).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: '退出' }).click();
  await page.waitForURL(/\/login\.html/);
  await submitPersonForm(page, DEMO.heShi.idNo, 'He2026pw');
  await solveSlider(page);
  await passSmsStep(page, DEMO.heShi.phone);
  await page.waitForURL(/\/index\.html#\/hall$/);
  await expect(page.getByRole('banner')).toContainText(DEMO.heShi.name);
});

test('a spent or forged hand-over token leaves the login form with a clear message', async ({ page }) => {
  await page.goto('/login.html?registeredToken=forged-token');
  await expect(page.getByRole('alert')).toHaveText('登录凭证无效或已过期，请重新登录');
  await expect(page.getByRole('button', { name: '登录' })).toBeEnabled();
});
