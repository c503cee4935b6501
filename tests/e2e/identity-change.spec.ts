/**
 * An organisation updates its responsible person's ID card (issue 28 item 8): the second factor by SMS, the
 * photos asked for as 负责人's, not the agent's (the agent scene they go with is tested in tests/features/id-card),
 * the application sent to POST /v1/user/contactor and shown under review. It updates its agent (经办人) too
 * (issue 41 item 7): the application sent with the agent's encryptId.
 */
import { join } from 'node:path';

import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, readSmsCode } from './support/login-steps';

const PHOTOS = join(__dirname, '..', 'fixtures', 'id-photos');
const ORG = DEMO.org;

test('the organisation updates its responsible person’s card: asked for 负责人’s photos, sent as an application', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: ORG.tradeAccounts[0], phone: ORG.phone, orgType: '0' });
  await page.goto('/index.html#/hall/user/info');
  await page
    .getByRole('region', { name: '机构相关人员' })
    .getByRole('link', { name: '更新证件' })
    .last()
    .click();
  await page.waitForURL(/#\/hall\/user\/modify-responsible-id-card$/);
  await expect(page.getByRole('heading', { name: '更新负责人证件' })).toBeVisible();

  const factor = page.getByRole('group', { name: '安全验证' });
  await factor.getByRole('button', { name: '获取验证码' }).click();
  await expect(factor).toContainText('验证码已发送至');
  await factor.getByRole('textbox').fill(await readSmsCode(page.request, ORG.phone));
  await factor.getByRole('button', { name: '验证' }).click();

  const upload = page.getByRole('form', { name: '负责人身份证上传' });
  await expect(upload).toContainText('请上传负责人二代身份证原件照片');
  await expect(upload).not.toContainText('经办人');
  const inputs = upload.locator('input[type="file"]');
  await inputs.nth(0).setInputFiles(join(PHOTOS, 'portrait.png'));
  await inputs.nth(1).setInputFiles(join(PHOTOS, 'emblem.png'));
  const identity = upload.getByRole('group', { name: '请核对识别结果' });
  await expect(identity.getByRole('textbox', { name: '姓名' })).toHaveValue('陈十');

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/user/contactor',
  );
  await upload.getByRole('button', { name: '提交审核' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: '陈十' });
  await expect(page.getByText('申请已提交，请等待审核')).toBeVisible();
  const latest = page.getByRole('region', { name: '最近一次申请' });
  await expect(latest).toContainText('陈十');
  await expect(latest).toContainText('审核中');
  expect(pageProblems(console.problems)).toEqual([]);
});

test('the organisation updates its agent’s card (更新经办人证件): the application carries the agent’s encryptId', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: ORG.tradeAccounts[0], phone: ORG.phone, orgType: '0' });
  await page.setViewportSize({ width: 390, height: 844 });
  // The agent's encryptId as the back office issues it with the organisation's people (the OCR form's
  // multipart body, which carries it too, is not readable here: tests/features/id-card covers it).
  const issued = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/v1/user/org/contactor',
  );
  await page.goto('/index.html#/hall/user/info');
  const { data } = (await (await issued).json()) as { data: { contactor: { encryptId: string } } };
  const encryptId = data.contactor.encryptId;
  const people = page.getByRole('region', { name: '机构相关人员' });
  await people
    .locator('.gz-hall__row', { hasText: '经办人' })
    .getByRole('link', { name: '更新证件' })
    .click();
  await page.waitForURL(/#\/hall\/user\/modify-agent-id-card$/);
  await expect(page.getByRole('heading', { name: '更新经办人证件' })).toBeVisible();
  await expect(page.getByText('当前经办人：陈十')).toBeVisible();

  const factor = page.getByRole('group', { name: '安全验证' });
  await factor.getByRole('button', { name: '获取验证码' }).click();
  await expect(factor).toContainText('验证码已发送至');
  await factor.getByRole('textbox').fill(await readSmsCode(page.request, ORG.phone));
  await factor.getByRole('button', { name: '验证' }).click();

  const upload = page.getByRole('form', { name: '经办人身份证上传' });
  await expect(upload).toContainText('请上传经办人二代身份证原件照片');
  const inputs = upload.locator('input[type="file"]');
  await inputs.nth(0).setInputFiles(join(PHOTOS, 'portrait.png'));
  await inputs.nth(1).setInputFiles(join(PHOTOS, 'emblem.png'));
  await expect(
    upload.getByRole('group', { name: '请核对识别结果' }).getByRole('textbox', { name: '姓名' }),
  ).toHaveValue('陈十');
  await page.screenshot({ path: test.info().outputPath('agent-id-card-390.png'), fullPage: true });

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/user/contactor',
  );
  await upload.getByRole('button', { name: '提交审核' }).click();
  const application = await sent;
  expect(new URL(application.url()).searchParams.get('encryptId')).toBe(encryptId);
  expect(application.postDataJSON()).toMatchObject({ name: '陈十' });
  await expect(page.getByText('申请已提交，请等待审核')).toBeVisible();
  const latest = page.getByRole('region', { name: '最近一次申请' });
  await expect(latest).toContainText('陈十');
  await expect(latest).toContainText('审核中');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('agent-applied-390.png'), fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});
