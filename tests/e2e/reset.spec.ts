import type { Locator, Page } from '@playwright/test';

import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi, tryLogin } from './support/login-api';
import {
  DEMO,
  DEMO_ORG,
  DEMO_PASSWORD,
  SHOTS,
  advanceServerClock,
  carriesPassword,
  pageProblems,
  readSmsCode,
  readyPuzzle,
  slideBy,
  solveSlider,
  watchRequests,
} from './support/login-steps';

const ORG_ID_NO = '91440300MA5F8K2Q3U';
const NEW_PASSWORD = 'Reset2024ab';

const identityForm = (page: Page) => page.getByRole('form', { name: '验证身份' });
const passwordForm = (page: Page) => page.getByRole('form', { name: '设置新密码' });

/**
 * 下一步 → the slider → the SMS. The back office allows one SMS a minute per phone: when this phone had one
 * just before (an earlier step of the same test), the step says so and the test moves the server clock on
 * and tries again.
 */
async function passIdentityStep(page: Page): Promise<void> {
  await identityForm(page).getByRole('button', { name: '下一步' }).click();
  await solveSlider(page);
  const tooSoon = identityForm(page).getByText(/过于频繁/);
  await expect(passwordForm(page).or(tooSoon)).toBeVisible();
  if (await tooSoon.isVisible()) {
    await advanceServerClock(page.request, 61);
    await identityForm(page).getByRole('button', { name: '下一步' }).click();
    await solveSlider(page);
  }
  await expect(passwordForm(page)).toBeVisible();
}

async function fillNewPassword(form: Locator, password: string, confirm = password): Promise<void> {
  await form.getByLabel('新登录密码', { exact: true }).fill(password);
  await form.getByLabel('确认新登录密码').fill(confirm);
}

test('钱七, locked out, resets the login password by ID number and logs in with the new one', async ({
  page,
}) => {
  const console = watchConsole(page);
  const requests = watchRequests(page);
  // Five wrong passwords lock the account for 30 minutes.
  for (let i = 0; i < 5; i += 1) await tryLogin(page.request, DEMO.qianQi.idNo, 'Wrong12345');
  expect((await tryLogin(page.request, DEMO.qianQi.idNo, DEMO_PASSWORD)).message).toMatch(/锁定/);

  await page.goto('/reset.html');
  await expect(page.getByRole('heading', { level: 1, name: '找回登录密码' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '登录密码' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: '找回步骤' }).getByRole('listitem').first()).toHaveAttribute(
    'aria-current',
    'step',
  );
  await page.screenshot({ path: `${SHOTS}/reset-person-identity.png`, fullPage: true });
  await identityForm(page).getByLabel('账号', { exact: true }).fill(` ${DEMO.qianQi.idNo} `);
  await identityForm(page).getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('dialog', { name: '安全验证' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reset-slider.png` });
  await solveSlider(page);
  const form = passwordForm(page);
  await expect(form).toBeVisible();
  // The back office names no phone before the code matches (it would tell a known account from an unknown one).
  await expect(form).toContainText('如账号信息无误，验证码已发送至您开户时登记的手机号码');
  await expect(form).not.toContainText('138****0005');
  await expect(form.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: '2分钟内有效' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reset-person-password.png`, fullPage: true });

  await form.getByLabel('短信验证码').fill(await readSmsCode(page.request, DEMO.qianQi.phone));
  await fillNewPassword(form, NEW_PASSWORD);
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '登录密码已重置' })).toBeFocused();
  await expect(page.getByText('秒后自动返回')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reset-done.png`, fullPage: true });
  // No `from`: back to the login page, by itself after five seconds.
  await page.waitForURL(/\/login\.html$/, { timeout: 10_000 });

  expect((await tryLogin(page.request, DEMO.qianQi.idNo, DEMO_PASSWORD)).message).toBe('账号或密码错误');
  expect((await tryLogin(page.request, DEMO.qianQi.idNo, NEW_PASSWORD)).state).toBe(200000);
  for (const secret of [NEW_PASSWORD, DEMO.qianQi.idNo]) {
    expect(requests.urls.filter((url) => carriesPassword(url, secret))).toEqual([]);
  }
  // The reset travels in the hybrid envelope: neither the password nor the identity is readable in a body.
  expect(requests.bodies.filter((body) => carriesPassword(body, NEW_PASSWORD))).toEqual([]);
  expect(requests.bodies.filter((body) => body.includes('"smsCode"'))).toEqual([]);
  expect(pageProblems(console.problems)).toEqual([]);
});

test('from the login page: a phone number asks for the ID number too, and the end goes back with the redirect', async ({
  page,
  baseURL,
}) => {
  const redirect = encodeURIComponent(`${baseURL}/index.html#/assets`);
  await page.goto(`/login.html?redirect=${redirect}`);
  await page.getByRole('link', { name: '忘记密码？' }).first().click();
  await page.waitForURL(/\/reset\.html\?from=/);
  const form = identityForm(page);
  await form.getByLabel('账号', { exact: true }).fill(DEMO.zhouJiu.phone);
  await expect(form.getByLabel('身份证号码')).toBeVisible();
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByText('请输入身份证号码')).toBeVisible();
  await form.getByLabel('身份证号码').fill('110105196012151035');
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByText('身份证号码格式不正确')).toBeVisible();
  await form.getByLabel('身份证号码').fill(DEMO.zhouJiu.idNo.toLowerCase());
  await page.screenshot({ path: `${SHOTS}/reset-person-phone.png`, fullPage: true });
  await passIdentityStep(page);
  const step2 = passwordForm(page);
  await step2.getByLabel('短信验证码').fill(await readSmsCode(page.request, DEMO.zhouJiu.phone));
  // The same password as before is accepted by a reset (there is no old one to compare with).
  await fillNewPassword(step2, DEMO_PASSWORD);
  await step2.getByRole('button', { name: '确定' }).click();
  await page.getByRole('link', { name: '返回登录' }).click();
  await page.waitForURL((url) => url.pathname === '/login.html');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${baseURL}/index.html#/assets`);
});

test('empty and wrong input on both steps say what is wrong, and a wrong SMS code is refused', async ({
  page,
}) => {
  await page.goto('/reset.html');
  const form = identityForm(page);
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByText('请输入身份证号/手机号')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await form.getByLabel('账号', { exact: true }).fill('110101199003074515');
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByText('身份证号码格式不正确')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reset-identity-errors.png`, fullPage: true });

  // An account the back office does not know goes on like a known one (nothing tells them apart before the
  // SMS code matches): no code comes, and a guessed one is wrong.
  await form.getByLabel('账号', { exact: true }).fill('11010119900307001X');
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByText('身份证号码格式不正确')).toBeVisible();
  await form.getByLabel('账号', { exact: true }).fill('13900000099');
  await form.getByLabel('身份证号码').fill('110101199003074514');
  await form.getByRole('button', { name: '下一步' }).click();
  await solveSlider(page);
  const unknown = passwordForm(page);
  await expect(unknown).toContainText('如账号信息无误，验证码已发送至您开户时登记的手机号码');
  await unknown.getByLabel('短信验证码').fill('123456');
  await fillNewPassword(unknown, DEMO_PASSWORD);
  await unknown.getByRole('button', { name: '确定' }).click();
  await expect(unknown.getByText('短信验证码错误')).toBeVisible();
  await unknown.getByRole('button', { name: '上一步' }).click();

  await form.getByLabel('账号', { exact: true }).fill(DEMO.sunBa.idNo);
  await passIdentityStep(page);
  const step2 = passwordForm(page);
  await step2.getByRole('button', { name: '确定' }).click();
  await expect(step2.getByText('请输入短信验证码')).toBeVisible();
  await expect(step2.getByText('请输入密码', { exact: true })).toBeVisible();
  await step2.getByLabel('短信验证码').fill('12a');
  await fillNewPassword(step2, '12345678', '12345679');
  await step2.getByRole('button', { name: '确定' }).click();
  await expect(step2.getByText('请输入6位数字的短信验证码')).toBeVisible();
  await expect(step2.getByText('请输入6-20位字母和数字组合的密码')).toBeVisible();
  await fillNewPassword(step2, 'Abc123456', 'Abc123457');
  await step2.getByRole('button', { name: '确定' }).click();
  await expect(step2.getByText('两次输入的密码不一致')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reset-password-errors.png`, fullPage: true });

  const right = await readSmsCode(page.request, DEMO.sunBa.phone);
  await step2.getByLabel('短信验证码').fill(right === '000000' ? '111111' : '000000');
  await fillNewPassword(step2, DEMO_PASSWORD);
  await step2.getByRole('button', { name: '确定' }).click();
  await expect(step2.getByText('短信验证码错误')).toBeVisible();
  await expect(step2.getByLabel('短信验证码')).toHaveAttribute('aria-invalid', 'true');
  // 上一步 keeps what was typed.
  await step2.getByRole('button', { name: '上一步' }).click();
  await expect(identityForm(page).getByLabel('账号', { exact: true })).toHaveValue(DEMO.sunBa.idNo);
});

test('a wrong slider says 滑块验证码错误 and offers a new picture; closing it sends nothing', async ({
  page,
}) => {
  await page.goto('/reset.html');
  const form = identityForm(page);
  await form.getByLabel('账号', { exact: true }).fill(DEMO.sunBa.phone);
  await form.getByLabel('身份证号码').fill(DEMO.sunBa.idNo);
  await form.getByRole('button', { name: '下一步' }).click();
  // 40 px off the answer, towards whichever side has room on the track.
  const { code } = await readyPuzzle(page);
  await slideBy(page, code > 150 ? code - 40 : code + 40);
  const slider = page.getByRole('dialog', { name: '安全验证' });
  await expect(slider.getByText('滑块验证码错误')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reset-slider-wrong.png` });
  await slider.getByRole('button', { name: '关闭' }).click();
  await expect(slider).toBeHidden();
  await expect(passwordForm(page)).toHaveCount(0);
  await expect(form.getByRole('button', { name: '下一步' })).toBeEnabled();
});

test('an expired SMS code is refused; 重新获取 after the countdown passes the slider and sends a new one', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/reset.html');
  await identityForm(page).getByLabel('账号', { exact: true }).fill(DEMO.zhaoLiu.idNo);
  await passIdentityStep(page);
  const step2 = passwordForm(page);
  const first = await readSmsCode(page.request, DEMO.zhaoLiu.phone);
  await advanceServerClock(page.request, 121);
  await step2.getByLabel('短信验证码').fill(first);
  await fillNewPassword(step2, DEMO_PASSWORD);
  await step2.getByRole('button', { name: '确定' }).click();
  await expect(step2.getByText('短信验证码已失效，请重新获取')).toBeVisible();
  await expect(step2.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();

  await page.clock.runFor('02:01');
  await step2.getByRole('button', { name: '重新获取' }).click();
  await solveSlider(page);
  await expect(step2.getByRole('button', { name: '120秒后重新获取' })).toBeDisabled();
  const second = await readSmsCode(page.request, DEMO.zhaoLiu.phone);
  expect(second).not.toBe('');
  await step2.getByLabel('短信验证码').fill(second);
  await step2.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '登录密码已重置' })).toBeVisible();
});

test('the organisation resets by fund account; a refused `from` still ends on our login page', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/org-reset.html?from=${encodeURIComponent('//evil.example/login.html')}`);
  await expect(page.getByRole('heading', { level: 1, name: '机构找回登录密码' })).toBeVisible();
  const form = identityForm(page);
  await expect(form.getByRole('radio', { name: '基金账号' })).toBeChecked();
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByText('请输入基金账号')).toBeVisible();
  await expect(form.getByText('请输入证件号码')).toBeVisible();
  await form.getByRole('radio', { name: '基金交易账号' }).check();
  await expect(form.getByText('请输入基金交易账号')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/org-reset-identity.png`, fullPage: true });
  await form.getByRole('radio', { name: '基金账号' }).check();
  await form.getByRole('textbox', { name: '基金账号' }).fill(DEMO_ORG.fundAccount);
  await form.getByLabel('机构证件号码').fill(ORG_ID_NO);
  await passIdentityStep(page);
  const step2 = passwordForm(page);
  await step2.getByLabel('短信验证码').fill(await readSmsCode(page.request, DEMO_ORG.phone));
  await fillNewPassword(step2, DEMO_PASSWORD);
  await step2.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '登录密码已重置' })).toBeVisible();
  await page.getByRole('link', { name: '返回登录' }).click();
  await page.waitForURL(`${baseURL}/login.html`);
});

test('the organisation resets by fund trade account; a wrong certificate number is refused', async ({
  page,
}) => {
  await page.goto('/org-reset.html');
  const form = identityForm(page);
  await form.getByRole('radio', { name: '基金交易账号' }).check();
  await form.getByRole('textbox', { name: '基金交易账号' }).fill(DEMO_ORG.tradeAccount);
  await form.getByLabel('机构证件号码').fill('91440300MA5F8K2Q3X');
  await passIdentityStep(page);
  let step2 = passwordForm(page);
  await step2.getByLabel('短信验证码').fill(await readSmsCode(page.request, DEMO_ORG.phone));
  await fillNewPassword(step2, DEMO_PASSWORD);
  await step2.getByRole('button', { name: '确定' }).click();
  await expect(step2.getByRole('alert')).toHaveText('证件号码与账号信息不符');

  await step2.getByRole('button', { name: '上一步' }).click();
  await expect(form.getByRole('radio', { name: '基金交易账号' })).toBeChecked();
  await form.getByLabel('机构证件号码').fill(ORG_ID_NO);
  await passIdentityStep(page);
  step2 = passwordForm(page);
  await step2.getByLabel('短信验证码').fill(await readSmsCode(page.request, DEMO_ORG.phone));
  await fillNewPassword(step2, DEMO_PASSWORD);
  await step2.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '登录密码已重置' })).toBeVisible();
});

test('an institution asking to reset the trade password gets the dialog', async ({ page }) => {
  await page.goto('/org-reset.html');
  await page.getByRole('button', { name: '忘记交易密码' }).click();
  const dialog = page.getByRole('alertdialog', { name: '机构用户暂不支持重置交易密码' });
  await expect(dialog).toContainText('如有疑问可咨询您的财富顾问或致电客服');
  await page.screenshot({ path: `${SHOTS}/org-reset-trade-dialog.png` });
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
});

test('the 交易密码 tab asks an anonymous visitor to log in first and comes back to the tab', async ({
  page,
}) => {
  await page.goto('/reset.html');
  await page.getByRole('tab', { name: '交易密码' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '重置交易密码' })).toBeVisible();
  await expect(page.getByText('重置交易密码需要先登录，请登录后继续。')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reset-trade-anonymous.png`, fullPage: true });
  await page.getByRole('link', { name: '去登录' }).click();
  await page.waitForURL(/\/login\.html\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/\/reset\.html\?type=trade$/);
});

test('a logged-in natural person resets the trade password: ID number, SMS, six digits', async ({ page }) => {
  const requests = watchRequests(page);
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await page.goto('/reset.html?type=trade');
  await expect(page.getByRole('tab', { name: '交易密码' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: '重置交易密码' });
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form.getByText('请输入证件号码')).toBeVisible();
  await expect(form.getByText('请输入短信验证码')).toBeVisible();
  await expect(form.getByText('请输入6位数字密码')).toBeVisible();
  await form.getByLabel('证件号码').fill(DEMO.zhangSan.idNo);
  const send = form.getByRole('button', { name: '获取验证码' });
  const tooSoon = form.getByText(/过于频繁/);
  await send.click();
  await expect(form.getByRole('button', { name: /秒后重新获取$/ }).or(tooSoon)).toBeVisible();
  if (await tooSoon.isVisible()) {
    await advanceServerClock(page.request, 61);
    await send.click();
  }
  await expect(form.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  await expect(form).toContainText('验证码已发送至138****0001');
  await form.getByLabel('短信验证码').fill(await readSmsCode(page.request, DEMO.zhangSan.phone));
  await form.getByLabel('新交易密码', { exact: true }).fill('123456');
  await form.getByLabel('确认新交易密码').fill('123456');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form.getByText('密码过于简单')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reset-trade-form.png`, fullPage: true });
  // The demo trade password again (a reset may set the same one).
  await form.getByLabel('新交易密码', { exact: true }).fill('147258');
  await form.getByLabel('确认新交易密码').fill('147258');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '交易密码已重置' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reset-trade-done.png`, fullPage: true });
  await page.getByRole('link', { name: '返回' }).click();
  await page.waitForURL(/\/index\.html#\/hall$/);
  expect(requests.bodies.filter((body) => carriesPassword(body, '147258'))).toEqual([]);
  expect(requests.urls.filter((url) => carriesPassword(url, '147258'))).toEqual([]);
});

test('a logged-in institution on the 交易密码 tab is told it cannot reset online', async ({ page }) => {
  await logInByApi(page.request, { account: DEMO_ORG.tradeAccount, phone: DEMO_ORG.phone, orgType: '0' });
  await page.goto('/reset.html?type=trade');
  const dialog = page.getByRole('alertdialog', { name: '机构用户暂不支持重置交易密码' });
  await expect(dialog).toContainText('如有疑问可咨询您的财富顾问或致电客服');
  await page.screenshot({ path: `${SHOTS}/reset-trade-institution.png` });
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('form', { name: '重置交易密码' })).toHaveCount(0);
});

test('the whole reset works by keyboard alone', async ({ page }) => {
  await page.goto('/reset.html');
  const account = identityForm(page).getByLabel('账号', { exact: true });
  await page.keyboard.press('Tab');
  for (let i = 0; i < 30 && !(await account.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(account).toBeFocused();
  await page.keyboard.type(DEMO.sunBa.idNo);
  await page.keyboard.press('Enter');
  const { code } = await readyPuzzle(page);
  await slideBy(page, code);
  const form = passwordForm(page);
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { name: '设置新密码' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('短信验证码')).toBeFocused();
  await page.keyboard.type(await readSmsCode(page.request, DEMO.sunBa.phone));
  // The resend button is disabled during the countdown, so Tab goes straight on.
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('新登录密码', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '登录密码已重置' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '返回登录' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/login\.html$/);
});
