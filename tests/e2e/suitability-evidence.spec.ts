/**
 * The written confirmations of the purchase chain reach the back office as evidence (reviews U8, U10): each
 * mismatch dialog's statement with its version, the page's time of the press and the server's time of
 * receipt; the special-care notice an investor of 65 or more acknowledges before the order. Checked through
 * the investor's own record, GET /v1/agreement/evidence. Demo investors: server/seed/demo-identities.ts
 * (张三 C3 with confirmed purchases, 严一 born 1958 with none); funds: 970041 an R4 index fund, 970031 R3.
 */
import type { Page } from '@playwright/test';

import { DEMO, type DemoIdentity } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import {
  buyFromList,
  enterTradePassword,
  type FundRef,
  placedAppNo,
  R3_PUBLIC,
} from './support/purchase-steps';

const R4_PUBLIC = { code: '970041', name: '国证资管沪深300指数增强' };

interface EvidenceEntry {
  kind: string;
  appNo: string | null;
  documentCode: string | null;
  summary: string;
  detail: string | null;
  at: string;
}

/** `who` logged in, the list filtered on `fund`, its 购买 pressed. */
async function buyAs(page: Page, who: DemoIdentity, fund: FundRef) {
  await logInByApi(page.request, { account: who.idNo, phone: who.phone });
  await buyFromList(page, fund);
}

/** Ticks a confirmation dialog's statement and presses its button. */
async function confirm(page: Page, title: string, button = '确认购买') {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button', { name: button })).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** The summary confirmed, the order placed by bank transfer; answers its appNo. */
async function placeOrder(page: Page, fund: { code: string }, amount: string): Promise<string> {
  await confirm(page, '产品资料概要', '确认');
  await page.waitForURL((url) => url.hash === `#/trade-center/purchase/order?id=${fund.code}`);
  const form = page.getByRole('region', { name: '申购下单' });
  await form.getByRole('textbox', { name: '申购金额' }).fill(amount);
  await form.getByRole('button', { name: '确认申购' }).click();
  await enterTradePassword(page);
  const placed = page.getByRole('region', { name: '申购申请已提交' });
  await expect(placed).toBeVisible();
  return placedAppNo(placed);
}

async function evidenceOf(page: Page, appNo: string): Promise<EvidenceEntry[]> {
  const answer = await page.request.get('/v1/agreement/evidence', { params: { t: Date.now() } });
  const { data } = (await answer.json()) as { data: { intact: string; entries: EvidenceEntry[] } };
  expect(data.intact).toBe('1');
  return data.entries.filter((entry) => entry.appNo === appNo);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

test('a risk mismatch confirmed in writing reaches the back office with its statement, version, the time of the press and of receipt', async ({
  page,
}) => {
  const console = watchConsole(page);
  await buyAs(page, DEMO.zhangSan, R4_PUBLIC);
  const statement = await page
    .getByRole('dialog', { name: '风险等级不匹配提示' })
    .getByRole('checkbox')
    .evaluate((box) => box.closest('label')?.textContent?.trim() ?? '');
  expect(statement).toContain(`知晓「${R4_PUBLIC.name}」与本人的风险承受能力不匹配`);
  await confirm(page, '风险等级不匹配提示');
  const appNo = await placeOrder(page, R4_PUBLIC, '1000');

  const [entry, ...others] = await evidenceOf(page, appNo);
  expect(others).toEqual([]);
  expect(entry).toMatchObject({ kind: 'mismatch', documentCode: 'mismatch-risk' });
  expect(entry.summary).toContain('风险等级不匹配提示');
  const detail = JSON.parse(entry.detail ?? '{}') as Record<string, unknown>;
  expect(detail).toMatchObject({
    statement: 'mismatch-risk',
    version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    text: statement,
    pageConfirmedAt: expect.stringMatching(ISO_TIME),
    receivedAt: entry.at,
    comparison: { item: 'risk', investorValue: 'C3 稳健型', productValue: 'R4 中高风险', match: '0' },
  });
  await page.screenshot({ path: `${SHOTS}/suitability-mismatch-evidence.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});

test('an investor of 65 or more acknowledges the special-care notice before the order, and the back office keeps it', async ({
  page,
}) => {
  const console = watchConsole(page);
  await buyAs(page, DEMO.yanYi, R3_PUBLIC);
  const notice = page.getByRole('dialog', { name: '特别风险提示' });
  await expect(notice).toContainText('您已年满65周岁。');
  await expect(notice).toContainText('这是您在本平台的首次购买。');
  await page.screenshot({ path: `${SHOTS}/suitability-special-care.png` });
  await confirm(page, '特别风险提示');
  const appNo = await placeOrder(page, R3_PUBLIC, '1000');

  const entries = await evidenceOf(page, appNo);
  expect(entries.map((entry) => [entry.kind, entry.documentCode])).toEqual([['specialCare', 'special-care']]);
  const detail = JSON.parse(entries[0].detail ?? '{}') as { specialCare: string[]; notice: string[] };
  expect(detail.specialCare).toEqual(['elderly', 'firstPurchase']);
  expect(detail.notice[0]).toMatch(/^您已年满65周岁。/);
  expect(pageProblems(console.problems)).toEqual([]);
});
