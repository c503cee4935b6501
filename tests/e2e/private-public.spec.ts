/**
 * Private products are not promoted publicly (issue 26 item 6): 冯二 (risk C5, not a qualified investor)
 * finds a private plan in the purchase list without its NAV and returns, reads why, follows 去认证, gets
 * certified (the reviewer is the dev hook), and then sees the figures. An anonymous caller finds no plan.
 */
import type { Page } from '@playwright/test';

import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';

const PLAN = { code: '980001', name: '国证资管鑫享1号集合资产管理计划' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAGklEQVR4nGOQjd9CFcQwatCoQaMGjRpEGQIAnvHIEGC+6tQAAAAASUVORK5CYII=',
  'base64',
);

const planRow = (page: Page) => page.getByRole('row').filter({ hasText: PLAN.code });

test('a private plan shows no NAV or returns until the investor is certified, and says how to get there', async ({
  page,
}) => {
  const console = watchConsole(page);
  // The public does not find the plan at all (trading-rules P11); signed in, the investor does.
  const anonymous = await page.request.get('/v1/fund', { params: { keyword: PLAN.code, t: Date.now() } });
  expect(((await anonymous.json()) as { data: unknown }).data).toEqual({ list: [], total: 0 });

  await logInByApi(page.request, { account: DEMO.fengEr.idNo, phone: DEMO.fengEr.phone });
  await page.goto(`/index.html#/trade-center/purchase?keyword=${PLAN.code}`);
  await expect(planRow(page)).toContainText('合格投资者认证后可查看');
  await expect(planRow(page)).not.toContainText('净值日期');
  await expect(page.getByText(/^私募资产管理计划不公开宣传推介/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/private-withheld.png`, fullPage: true });

  await planRow(page).getByRole('link', { name: '去认证' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '合格投资者认证' })).toBeVisible();
  await page.getByRole('button', { name: '上传认证材料' }).click();
  await page
    .getByLabel('选择资产证明文件')
    .setInputFiles([{ name: '资产证明.png', mimeType: 'image/png', buffer: PNG }]);
  await page
    .getByLabel('选择投资经历证明文件')
    .setInputFiles([{ name: '交易记录.png', mimeType: 'image/png', buffer: PNG }]);
  await page.getByRole('checkbox', { name: /^本人已阅读并签署《合格投资者承诺函》/ }).check();
  await page.getByRole('button', { name: '提交认证材料' }).click();
  await expect(page.getByText('认证材料已提交，请等待审核')).toBeVisible();
  const verify = await page.request.get('/v1/investor/qualified/verify', {
    params: { level: 'qualified', t: Date.now() },
  });
  const applyId = ((await verify.json()) as { data: { latest: { applyId: string } } }).data.latest.applyId;
  const review = await page.request.post(`/__dev/investor/apply/${applyId}/review`, {
    data: { decision: 'pass', facts: { experienceYears: 3, annualIncome: 450_000 } },
  });
  expect(review.ok()).toBe(true);

  // Back later, the review done: a new visit of the list.
  await page.goto(`/index.html#/trade-center/purchase?keyword=${PLAN.code}`);
  await page.reload();
  await expect(planRow(page)).toContainText('净值日期');
  await expect(planRow(page)).not.toContainText('认证后可查看');
  await expect(page.getByText(/^私募资产管理计划不公开宣传推介/)).toHaveCount(0);
  expect(pageProblems(console.problems)).toEqual([]);
});
