/**
 * 卫二, whose document on file is a Chinese passport, sends the renewed passport from the user centre (issue 28
 * item 2): the second factor by SMS, 使用其他证件 instead of the ID-card photos, the application sent to
 * POST /v1/user/idCard with name, idType and idNo, and shown under review without a validity.
 */
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { DEMO, pageProblems, readSmsCode } from './support/login-steps';

const PASSPORT = DEMO.weiEr;

test('卫二 sends a renewed passport through the other-certificate form, and 返回身份证验证 goes back to the photos', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: PASSPORT.idNo, phone: PASSPORT.phone });
  await page.goto('/index.html#/hall/user/modify-id-card');
  const factor = page.getByRole('group', { name: '安全验证' });
  await factor.getByRole('button', { name: '获取验证码' }).click();
  await expect(factor).toContainText('验证码已发送至');
  await factor.getByRole('textbox').fill(await readSmsCode(page.request, PASSPORT.phone));
  await factor.getByRole('button', { name: '验证' }).click();

  await page.getByRole('button', { name: '使用其他证件' }).click();
  const form = page.getByRole('form', { name: '其他证件信息' });
  await form.getByRole('button', { name: '返回身份证验证' }).click();
  await expect(page.getByRole('form', { name: /身份证上传$/ })).toBeVisible();
  await page.getByRole('button', { name: '使用其他证件' }).click();

  await expect(form.getByRole('button', { name: '提交审核' })).toBeDisabled();
  await form.getByLabel('姓名').fill(PASSPORT.name);
  await form.getByLabel('证件类型').selectOption({ label: '中国护照' });
  await form.getByLabel('证件号码').fill('EK1234567');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/user/idCard',
  );
  await form.getByRole('button', { name: '提交审核' }).click();
  expect((await sent).postDataJSON()).toEqual({
    name: PASSPORT.name,
    idType: '1',
    idNo: 'EK1234567',
    ticket: expect.any(String),
  });
  await expect(page.getByText('申请已提交，请等待审核')).toBeVisible();
  const latest = page.getByRole('region', { name: '最近一次申请' });
  await expect(latest).toContainText('审核中');
  await expect(latest).not.toContainText('有效期至');
  expect(pageProblems(console.problems)).toEqual([]);
});
