import { expect, test } from './support/fixtures';
import {
  DEMO,
  DEMO_ORG,
  DEMO_PASSWORD,
  SHOTS,
  advanceServerClock,
  lastCaptcha,
  passSmsStep,
  readSmsCode,
  readyPuzzle,
  sendSmsCode,
  slideBy,
  solveSlider,
  submitPersonForm,
  tickPrivacy,
} from './support/login-steps';

test('empty input shows the spec messages, and the unticked privacy box shakes for 800 ms', async ({
  page,
}) => {
  await page.goto('/login.html');
  const form = page.getByRole('form', { name: '个人登录' });
  // Record when the shake starts and stops, in the page's own clock (a test's round trips may be slower).
  await page.evaluate(() => {
    const box = document.querySelector('.gz-privacy') as HTMLElement;
    const record: [boolean, number][] = [];
    Object.assign(window, { shakeRecord: record });
    new MutationObserver(() => {
      const shaking = box.classList.contains('is-shaking');
      if (record.at(-1)?.[0] !== shaking) record.push([shaking, performance.now()]);
    }).observe(box, { attributes: true, attributeFilter: ['class'] });
  });
  await form.getByLabel('账号', { exact: true }).fill('   ');
  await form.getByLabel('登录密码').fill('   ');
  await form.getByRole('button', { name: '登录' }).click();
  await expect(form.getByText('请输入身份证号/手机号')).toBeVisible();
  await expect(form.getByText('请输入登录密码')).toBeVisible();
  await expect(form.getByText('请认真阅读并同意相关协议')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-empty.png` });
  const shake = () =>
    page.evaluate(() => (window as unknown as { shakeRecord: [boolean, number][] }).shakeRecord);
  await expect.poll(async () => (await shake()).length).toBe(2);
  const [[started, from], [stopped, to]] = await shake();
  expect([started, stopped]).toEqual([true, false]);
  expect(to - from).toBeGreaterThanOrEqual(780);
  expect(to - from).toBeLessThan(1300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('with the privacy box unticked no slider opens', async ({ page }) => {
  await page.goto('/login.html');
  await submitPersonForm(page, DEMO.zhangSan.idNo, DEMO_PASSWORD, { privacy: false });
  const form = page.getByRole('form', { name: '个人登录' });
  await expect(form.getByRole('alert').filter({ hasText: '请认真阅读并同意相关协议' })).toBeVisible();
  await expect(form.getByText('请输入身份证号/手机号')).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The agreements open as PDFs in a new window.
  const policy = form.getByRole('link', { name: '《隐私政策》' });
  await expect(policy).toHaveAttribute('href', '/static-agreements/privacy-policy.pdf');
  await expect(policy).toHaveAttribute('target', '_blank');
});

test('the organisation field follows the account type: label and required message', async ({ page }) => {
  await page.goto('/login.html');
  await page.getByRole('tab', { name: '机构登录' }).click();
  const form = page.getByRole('form', { name: '机构登录' });
  await form.getByRole('button', { name: '登录' }).click();
  await expect(form.getByText('请输入基金账号', { exact: true })).toBeVisible();
  await form.getByRole('radio', { name: '基金交易账号' }).check();
  await expect(form.getByRole('textbox', { name: /基金交易账号$/ })).toHaveAttribute(
    'placeholder',
    '请输入基金交易账号',
  );
  await expect(form.getByText('请输入基金交易账号', { exact: true })).toBeVisible();
  await expect(form.getByText('请输入基金账号', { exact: true })).toHaveCount(0);
  // An organisation's forgotten password is the organisation reset page's business.
  await expect(form.getByRole('link', { name: '忘记密码？' })).toHaveAttribute(
    'href',
    /^\/org-reset\.html\?from=/,
  );
});

test('a wrong password and an unknown account get the server message', async ({ page }) => {
  await page.goto('/login.html');
  await submitPersonForm(page, DEMO.zhouJiu.idNo, 'Wrong1234');
  await solveSlider(page);
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-wrong-password.png` });
  const form = page.getByRole('form', { name: '个人登录' });
  await form.getByLabel('账号', { exact: true }).fill('13900000000');
  await form.getByLabel('登录密码').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: '登录' }).click();
  await solveSlider(page);
  await expect(page.getByText('账号或密码错误').last()).toBeVisible();
  await expect(page).toHaveURL(/\/login\.html$/);
});

test('a wrong slider position says 滑块验证码错误 and offers a new puzzle; the right one goes on', async ({
  page,
}) => {
  await page.goto('/login.html');
  await submitPersonForm(page, DEMO.zhangSan.phone);
  const first = await readyPuzzle(page);
  // 20 px off the gap, on the side the track has room for (a gap near its end leaves no 20 px to the right).
  await slideBy(page, first.code >= 20 ? first.code - 20 : first.code + 20);
  const slider = page.getByRole('dialog', { name: '安全验证' });
  await expect(slider.getByRole('alert')).toHaveText('滑块验证码错误');
  await expect.poll(async () => (await lastCaptcha(page.request)).id).not.toBe(first.id);
  await page.screenshot({ path: `${SHOTS}/login-slider-wrong.png` });
  await solveSlider(page);
  await expect(page.getByRole('dialog', { name: '短信验证登录' })).toBeVisible();
});

test('王五 (403001) gets the no-online-entrustment dialog', async ({ page }) => {
  await page.goto('/login.html');
  await submitPersonForm(page, DEMO.wangWu.idNo);
  await solveSlider(page);
  const dialog = page.getByRole('alertdialog', { name: '尊敬的投资者，您尚未开通网上委托' });
  await expect(dialog).toContainText('如有疑问，请联系客服');
  await page.screenshot({ path: `${SHOTS}/login-403001.png` });
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login\.html$/);
});

test('SMS: the §5 messages, an expired code, and a resend once the 120 s countdown ends', async ({
  page,
}) => {
  await page.goto('/login.html');
  await submitPersonForm(page, DEMO.zhouJiu.phone);
  await solveSlider(page);
  const dialog = page.getByRole('dialog', { name: '短信验证登录' });
  await expect(dialog).toBeVisible();
  // The browser's timers from here on: the countdown runs when the test says so.
  await page.clock.install();
  const field = dialog.getByLabel('短信验证码');
  await expect(field).toHaveAttribute('maxlength', '6');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入短信验证码', { exact: true }).last()).toBeVisible();
  await field.fill('123');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入6位数字的短信验证码')).toBeVisible();

  await sendSmsCode(page, dialog);
  await expect(dialog.getByRole('button', { name: /^1[12]\d秒后重新获取$/ })).toBeDisabled();
  const expired = await readSmsCode(page.request, DEMO.zhouJiu.phone);
  await advanceServerClock(page.request, 121);
  await field.fill(expired);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('短信验证码已失效，请重新获取')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-sms-expired.png` });

  await page.clock.runFor(121_000);
  await sendSmsCode(page, dialog, /^重新获取$/);
  const fresh = await readSmsCode(page.request, DEMO.zhouJiu.phone);
  await field.fill(fresh);
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/\/index\.html#\/hall$/);
});

test('five wrong passwords lock 钱七 for 30 minutes; after that the right one works', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login.html');
  const form = page.getByRole('form', { name: '个人登录' });
  await form.getByLabel('账号', { exact: true }).fill(DEMO.qianQi.idNo);
  await tickPrivacy(form);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await form.getByLabel('登录密码').fill(`Wrong${attempt}234`);
    await form.getByRole('button', { name: '登录' }).click();
    await solveSlider(page);
    const expected = attempt < 5 ? '账号或密码错误' : /密码错误次数过多，账号已锁定，请于.+后再试/;
    await expect(page.getByText(expected).last()).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/login-locked.png` });
  // Locked: even the right password is refused.
  await form.getByLabel('登录密码').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: '登录' }).click();
  await solveSlider(page);
  await expect(page.getByText(/账号已锁定/).last()).toBeVisible();

  await advanceServerClock(page.request, 1800);
  await form.getByRole('button', { name: '登录' }).click();
  await solveSlider(page);
  await passSmsStep(page, DEMO.qianQi.phone);
  await page.waitForURL(/\/index\.html#\/hall$/);
  await expect(page.getByRole('banner')).toContainText(DEMO.qianQi.name);
});

test('the organisation gets the same failures: a wrong password says so', async ({ page }) => {
  await page.goto('/login.html');
  await page.getByRole('tab', { name: '机构登录' }).click();
  const form = page.getByRole('form', { name: '机构登录' });
  await form.getByRole('textbox', { name: /基金账号$/ }).fill(DEMO_ORG.fundAccount);
  await form.getByLabel('登录密码').fill('Wrong1234');
  await tickPrivacy(form);
  await form.getByRole('button', { name: '登录' }).click();
  await solveSlider(page);
  await expect(page.getByText('账号或密码错误')).toBeVisible();
});
