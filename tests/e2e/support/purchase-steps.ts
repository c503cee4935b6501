/**
 * The steps of a purchase the walks take the same way: from the list to the order form (申购下单), the
 * product summary, the trade password, the placed order's appNo and the bank's transfer (the dev hook).
 * Funds: server/fund/catalogue.ts.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

import { DEMO_TRADE_PASSWORD } from '../../../server/seed/demo-identities';

export interface FundRef {
  code: string;
  name: string;
}

/** The open R3 public fund most walks buy (both fee modes, a product summary to confirm). */
export const R3_PUBLIC: FundRef = { code: '970031', name: '国证资管稳健配置混合' };

/** The list filtered on one fund (the address keeps the keyword), its 购买 (or `button`) pressed. */
export async function buyFromList(page: Page, fund: FundRef, button = '购买'): Promise<void> {
  await page.goto(`/index.html#/trade-center/purchase?keyword=${fund.code}`);
  await expect(page.getByRole('heading', { level: 1, name: '购买基金' })).toBeVisible();
  await page.getByRole('button', { name: `${button} ${fund.name}`, exact: true }).click();
}

/** The 产品资料概要 dialog's statement ticked and 确认 pressed. */
export async function confirmSummary(page: Page): Promise<void> {
  const summary = page.getByRole('dialog', { name: '产品资料概要' });
  await summary.getByRole('checkbox').check();
  await summary.getByRole('button', { name: '确认' }).click();
}

/** The purchase order form. */
export function purchaseForm(page: Page): Locator {
  return page.getByRole('region', { name: '申购下单' });
}

/** From the list to the fund's order form, its product summary confirmed. */
export async function openPurchaseForm(page: Page, fund: FundRef = R3_PUBLIC): Promise<Locator> {
  await buyFromList(page, fund);
  await confirmSummary(page);
  return purchaseForm(page);
}

/** The order form once it shows, the product summary confirmed first if it is asked for (once a fund). */
export async function orderFormPastSummary(page: Page): Promise<Locator> {
  const summary = page.getByRole('dialog', { name: '产品资料概要' });
  const form = purchaseForm(page);
  await expect(summary.or(form)).toBeVisible();
  if (await summary.isVisible()) await confirmSummary(page);
  await expect(form).toBeVisible();
  return form;
}

/** The trade-password dialog (交易密码验证, or `dialogName`) answered with the demo trade password. */
export async function enterTradePassword(page: Page, dialogName = '交易密码验证'): Promise<void> {
  const password = page.getByRole('dialog', { name: dialogName });
  await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await password.getByRole('button', { name: /^(确定|确认撤单)$/ }).click();
}

/** The application number a placed order's panel shows. */
export async function placedAppNo(placed: Locator): Promise<string> {
  const appNo = (
    await placed
      .getByText(/^[0-9A-Za-z]{8,32}$/)
      .first()
      .textContent()
  )?.trim();
  expect(appNo).toMatch(/^[0-9A-Za-z]{8,32}$/);
  return appNo ?? '';
}

/** The bank reports the order's transfer (the dev hook plays the bank): only paid orders are confirmed. */
export async function remit(request: APIRequestContext, appNo: string): Promise<void> {
  expect((await request.post('/__dev/remittance', { data: { appNo } })).ok()).toBe(true);
}
