/**
 * Buying a public fund under faults (issue 29): 张三 buys 10000.00 of the R3 fund 970031 while POST
 * /v1/order/purchase meets each fault once. Whatever the network did, the screen says so in Chinese, keeps
 * the amount, resends only the same intent (same Idempotency-Key), and exactly one order ends in transit.
 */
import type { Page } from '@playwright/test';

import { DEMO, DEMO_TRADE_PASSWORD } from '../../../server/seed/demo-identities';
import { expect, test } from '../support/fixtures';
import { logInByApi } from '../support/login-api';
import { R3_PUBLIC as FUND } from '../support/purchase-steps';
import { clockPastTimeout, FAILING_FAULTS, FAULTS, inject, installClock } from './support/faults';
import { purchaseUpToPassword } from './support/forms';
import { expectSurvived, SAYS, watchPageErrors } from './support/survived';

const ZHANG = DEMO.zhangSan;
const PURCHASE = { method: 'POST', path: '/v1/order/purchase' } as const;

/** The order form, the amount typed and 确认申购 pressed, the trade password given. */
async function orderUpToPassword(page: Page) {
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
  const form = await purchaseUpToPassword(page);
  const password = page.getByRole('dialog', { name: '交易密码验证' });
  await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await password.getByRole('button', { name: '确定' }).click();
  return form;
}

/** The investor's orders of this fund in transit, by the back office. */
async function ordersInTransit(page: Page): Promise<number> {
  const answer = await page.request.get('/v1/account/assets/transit', { params: { t: Date.now() } });
  const { data } = (await answer.json()) as { data: { fundCode: string }[] };
  return data.filter((order) => order.fundCode === FUND.code).length;
}

const keysOf = (requests: { headers(): Record<string, string> }[]) =>
  requests.map((request) => request.headers()['idempotency-key']);

for (const fault of FAILING_FAULTS) {
  test(`purchase survives ${fault.name}: not found in transit, resent with the same key, amount kept`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const calls = await inject(page, PURCHASE, fault);
    const form = await orderUpToPassword(page);

    // Nobody knows whether the order exists: the screen says so, looks for it, then offers the resend.
    await expectSurvived(page, /在途申请中未查到该笔申请/);
    await expect(form.getByRole('textbox', { name: '申购金额' })).toHaveValue('10000');
    await form.getByRole('button', { name: '重新提交' }).click();
    await expect(page.getByRole('region', { name: '申购申请已提交' })).toBeVisible();

    expect(await ordersInTransit(page)).toBe(1);
    expect(keysOf(calls.requests)).toHaveLength(2);
    expect(new Set(keysOf(calls.requests)).size).toBe(1);
    expect(errors).toEqual([]);
  });
}

test(`purchase survives ${FAULTS.dropAnswer.name}: found in transit before any resend, never placed twice`, async ({
  page,
}) => {
  const calls = await inject(page, PURCHASE, FAULTS.dropAnswer);
  await orderUpToPassword(page);
  // The order exists: the screen finds it and shows it as placed; it never offers to send it again.
  await expectSurvived(page, SAYS.orderUnknown);
  await expect(page.getByText(/已查到该笔申请，未重复下单/)).toBeVisible();
  await expect(page.getByRole('region', { name: '申购申请已提交' })).toBeVisible();
  expect(await ordersInTransit(page)).toBe(1);
  expect(new Set(keysOf(calls.requests)).size).toBe(1);
});

test(`purchase survives ${FAULTS.hang.name}: unknown outcome, resend with the same key`, async ({ page }) => {
  await installClock(page);
  const calls = await inject(page, PURCHASE, FAULTS.hang);
  const form = await orderUpToPassword(page);
  await expect(form.getByRole('button', { name: '正在提交订单…' })).toBeDisabled();
  await expect.poll(() => calls.hits).toBe(1);
  await clockPastTimeout(page);
  await expectSurvived(page, SAYS.orderUnknown);
  await expect(form.getByRole('textbox', { name: '申购金额' })).toHaveValue('10000');
  await form.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByRole('region', { name: '申购申请已提交' })).toBeVisible();
  expect(await ordersInTransit(page)).toBe(1);
  expect(new Set(keysOf(calls.requests)).size).toBe(1);
});

test(`purchase under ${FAULTS.delay15s.name}: the button says it is working and takes no second click`, async ({
  page,
}) => {
  const calls = await inject(page, PURCHASE, FAULTS.delay15s);
  const form = await orderUpToPassword(page);
  const working = form.getByRole('button', { name: '正在提交订单…' });
  await expect(working).toBeDisabled();
  await working.click({ force: true });
  await expect(page.getByRole('region', { name: '申购申请已提交' })).toBeVisible({ timeout: 25_000 });
  expect(calls.requests).toHaveLength(1);
  expect(await ordersInTransit(page)).toBe(1);
});
