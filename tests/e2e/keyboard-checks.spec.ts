/**
 * Issue 19, item 2: an investor who cannot see the puzzle or drag logs in by keyboard alone with the text
 * check; the slider shows where the focus is; after 获取验证码 the focus is on the code field; the logo
 * leads a signed-in investor to the hall.
 */
import { solveTextQuestion } from '../support/solve-text-question';
import { expect, test } from './support/fixtures';
import { DEMO, DEMO_PASSWORD, readSmsCode, SHOTS } from './support/login-steps';

test('logs in by keyboard alone with the text check instead of the slider, and the logo leads to the hall', async ({
  page,
}) => {
  await page.goto('/login.html');
  await page.getByRole('tab', { name: '个人登录' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('账号', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO.qianQi.idNo);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.getByLabel('登录密码').press('Enter');

  // The slider has the focus, and shows it.
  const handle = page.getByRole('slider', { name: '拼图滑块' });
  await expect(handle).toBeFocused();
  const ring = await handle.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);

  // The way round it, by Tab and Enter.
  const offer = page.getByRole('button', { name: '无法拖动滑块？改用文字验证' });
  for (let i = 0; i < 6 && !(await offer.evaluate((element) => element === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(offer).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  const question = dialog.getByText(/等于多少？$/);
  await expect(question).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '答案' })).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/text-check.png` });
  // A person reads the question before answering (the back office refuses an answer within a second).
  await page.waitForTimeout(1100);
  await page.keyboard.type(String(solveTextQuestion((await question.textContent()) ?? '')));
  await page.keyboard.press('Enter');

  // The SMS step: 获取验证码 by keyboard, and the focus lands in the code field.
  const sms = page.getByRole('dialog', { name: '短信验证登录' });
  await expect(sms).toBeVisible();
  const send = sms.getByRole('button', { name: '获取验证码' });
  for (let i = 0; i < 4 && !(await send.evaluate((element) => element === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(sms.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await expect(sms.getByLabel('短信验证码')).toBeFocused();
  await page.keyboard.type(await readSmsCode(page.request, DEMO.qianQi.phone));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/index\.html#\/hall$/);

  // Signed in, the logo on the login page leads to the hall, not to the form.
  await page.goto('/login.html');
  const logo = page.getByRole('link', { name: '国证资管 首页' });
  await expect(logo).toContainText('国证资管');
  await logo.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/index\.html#\/hall$/);
  await expect(page.getByRole('region', { name: '我的信息' })).toBeVisible();
});
