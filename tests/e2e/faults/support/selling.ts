/**
 * The selling steps the redeem, cancel and dividend fault walks share: 张三 holds 970011 (server/seed/
 * demo-holdings.ts); the list, a redemption up to the trade password, and the orders the back office holds.
 */
import { expect, type Page } from '@playwright/test';

import { DEMO } from '../../../../server/seed/demo-identities';
import { logInByApi } from '../../support/login-api';
import { enterTradePassword } from '../../support/purchase-steps';

export const ZHANG = DEMO.zhangSan;
export const BOND = { code: '970011', name: '国证资管安心纯债债券A' };

export async function logInZhang(page: Page): Promise<void> {
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
}

/** The redeem list with 970011's row. */
export async function openRedeemList(page: Page) {
  await page.goto('/index.html#/trade-center/redeem');
  const row = page
    .getByRole('table', { name: '可赎回持仓' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^国证资管安心纯债债券A/ }) });
  await expect(row).toBeVisible();
  return row;
}

/** The redeem form of 970011, `shares` typed, 确认赎回 pressed, the trade password given. */
export async function redeemUpToPassword(page: Page, shares: string) {
  const row = await openRedeemList(page);
  await row.getByRole('button', { name: '赎回', exact: true }).click();
  const form = page.getByRole('region', { name: '赎回申请' });
  await form.getByRole('textbox', { name: '赎回份额' }).fill(shares);
  await expect(form.getByRole('region', { name: '赎回试算' })).toContainText(/预估到账金额/);
  await form.getByRole('button', { name: '确认赎回' }).click();
  await enterTradePassword(page);
  return form;
}

/** The investor's applied orders of 970011, by the back office (in transit = not yet confirmed). */
export async function bondOrdersInTransit(page: Page): Promise<{ applyShare: string | null }[]> {
  const answer = await page.request.get('/v1/account/assets/transit', { params: { t: Date.now() } });
  const { data } = (await answer.json()) as { data: { fundCode: string; applyShare: string | null }[] };
  return data.filter((order) => order.fundCode === BOND.code);
}

/** The Idempotency-Keys the page sent, in order. */
export const keysOf = (requests: { headers(): Record<string, string> }[]): string[] =>
  requests.map((request) => request.headers()['idempotency-key'] ?? '');
