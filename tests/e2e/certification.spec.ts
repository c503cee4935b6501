/**
 * Qualified-investor certification end to end (issue 18): 冯二 (risk C5, not qualified) uploads proofs, a
 * second application is blocked while the first is under review, the reviewer (the dev hook) rejects it with
 * a reason the investor reads, and a new application passes.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';

// A 24×16 blue PNG: enough for the back office to judge it an image and for the preview to draw it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAGklEQVR4nGOQjd9CFcQwatCoQaMGjRpEGQIAnvHIEGC+6tQAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function latestApplyId(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/v1/investor/qualified/verify', {
    params: { level: 'qualified', t: Date.now() },
  });
  const { data } = (await answer.json()) as { data: { latest: { applyId: string } } };
  return data.latest.applyId;
}

async function review(request: APIRequestContext, id: string, body: object) {
  expect((await request.post(`/__dev/investor/apply/${id}/review`, { data: body })).ok()).toBe(true);
}

/** Both proofs: these files as the assets proof, one trading record as the investment-experience proof. */
async function uploadProofs(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  await page.getByRole('button', { name: /^(上传认证材料|重新上传)$/ }).click();
  await page.getByLabel('选择资产证明文件').setInputFiles(files);
  await expect(page.getByRole('list', { name: '已选择的资产证明' }).getByRole('listitem')).toHaveCount(
    files.length,
  );
  await page
    .getByLabel('选择投资经历证明文件')
    .setInputFiles([{ name: '交易记录.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(page.getByRole('list', { name: '已选择的投资经历证明' }).getByRole('listitem')).toHaveCount(1);
}

test('a qualified-investor application: upload, blocked while under review, rejected with a reason, then passed', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: DEMO.fengEr.idNo, phone: DEMO.fengEr.phone });
  await page.goto('/index.html#/hall/user/conform-certification');
  await expect(page.getByRole('heading', { level: 1, name: '合格投资者认证' })).toBeVisible();
  await expect(page.getByText('未认证')).toBeVisible();

  await uploadProofs(page, [
    { name: '资产证明.png', mimeType: 'image/png', buffer: PNG },
    { name: '银行流水.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(page.getByRole('img', { name: '预览：资产证明.png' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certification-upload.png`, fullPage: true });
  await page.getByRole('checkbox', { name: /^本人已阅读并签署《合格投资者承诺函》/ }).check();
  await page.getByRole('button', { name: '提交认证材料' }).click();
  await expect(page.getByText('认证材料已提交，请等待审核')).toBeVisible();
  await expect(page.getByText('审核中').first()).toBeVisible();

  // A second application while the first is under review: the pending-audit dialog, no form.
  await page.getByRole('button', { name: '重新上传' }).click();
  const pending = page.getByRole('alertdialog', { name: '审核中' });
  await expect(pending).toContainText('您的合格投资者认证申请正在审核中，请耐心等待审核结果');
  await page.screenshot({ path: `${SHOTS}/certification-pending.png`, fullPage: true });
  await pending.getByRole('button').first().click();
  await expect(page.getByLabel(/^选择.*证明文件$/)).toHaveCount(0);

  await review(page.request, await latestApplyId(page.request), {
    decision: 'reject',
    reason: '资产证明未显示近一个月末的余额，请补充银行盖章的存款证明',
  });
  await page.reload();
  await expect(page.getByText('审核未通过').first()).toBeVisible();
  await expect(page.getByText('资产证明未显示近一个月末的余额，请补充银行盖章的存款证明')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certification-rejected.png`, fullPage: true });
  // The application's record (GET /v1/investor/apply/{id}), asked when opened: what was sent, when decided.
  const asked = page.waitForRequest((request) => /\/v1\/investor\/apply\/\w+/.test(request.url()));
  await page.getByText('查看申请记录').click();
  await asked;
  const files = page.getByRole('list').filter({ hasText: '交易记录.png' });
  await expect(files.getByRole('listitem')).toHaveText([
    /^合格投资者资产证明：资产证明\.png（\d+KB）$/,
    /^合格投资者资产证明：银行流水\.pdf（\d+KB）$/,
    /^合格投资者投资经历证明：交易记录\.png（\d+KB）$/,
  ]);
  await expect(page.getByText('审核时间')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certification-record.png`, fullPage: true });

  await uploadProofs(page, [{ name: '存款证明.png', mimeType: 'image/png', buffer: PNG }]);
  await page.getByRole('checkbox', { name: /^本人已阅读并签署《合格投资者承诺函》/ }).check();
  await page.getByRole('button', { name: '提交认证材料' }).click();
  await expect(page.getByText('认证材料已提交，请等待审核')).toBeVisible();
  await review(page.request, await latestApplyId(page.request), {
    decision: 'pass',
    facts: { experienceYears: 3, netFinancialAssets: 3_200_000 },
  });
  await page.reload();
  await expect(page.getByText('已认证')).toBeVisible();
  await expect(page.getByRole('button', { name: /上传/ })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/certification-passed.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});
