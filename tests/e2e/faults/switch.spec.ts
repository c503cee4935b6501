/**
 * Switching under faults: 张三 switches 1000.00 shares of 970011 into 970031 while POST /v1/order/switch
 * meets each fault once. As for a redemption, the screen says what happened in Chinese, keeps the shares and
 * the fund chosen, finds a switch whose answer was lost, resends only the same intent (same
 * Idempotency-Key), and exactly one switch (its out-leg) exists.
 */
import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { enterTradePassword } from '../support/purchase-steps';
import { FAILING_FAULTS, FAULTS, inject } from './support/faults';
import { bondOrdersInTransit, keysOf, logInZhang } from './support/selling';
import { expectSurvived, SAYS, watchPageErrors } from './support/survived';

const SWITCH = { method: 'POST', path: '/v1/order/switch' } as const;

/** The switch form of 970011 into 970031, 1000 shares, 确认转换 pressed, the trade password given. */
async function switchUpToPassword(page: Page) {
  await page.goto('/index.html#/trade-center/redeem');
  const row = page
    .getByRole('table', { name: '可赎回持仓' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^国证资管安心纯债债券A/ }) });
  await row.getByRole('button', { name: '转换', exact: true }).click();
  const form = page.getByRole('region', { name: '基金转换申请' });
  await form.getByRole('combobox', { name: '转入基金' }).selectOption('970031');
  await form.getByRole('textbox', { name: '转换份额' }).fill('1000');
  await expect(form.getByRole('region', { name: '转换试算' })).toContainText(/申购补差费/);
  await form.getByRole('button', { name: '确认转换' }).click();
  await enterTradePassword(page);
  return form;
}

/** The out-legs of 970011 in transit (the switch's; the in-leg is 970031's). */
const switchesOut = async (page: Page) =>
  (await bondOrdersInTransit(page)).filter((order) => order.applyShare === '1000.00');

for (const fault of FAILING_FAULTS) {
  test(`switch survives ${fault.name}: not found in transit, resent with the same key, choice kept`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const calls = await inject(page, SWITCH, fault);
    await logInZhang(page);
    const form = await switchUpToPassword(page);
    await expectSurvived(page, /在途申请中未查到该笔申请/);
    await expect(form.getByRole('textbox', { name: '转换份额' })).toHaveValue('1000');
    await expect(form.getByRole('combobox', { name: '转入基金' })).toHaveValue('970031');
    await form.getByRole('button', { name: '重新提交' }).click();
    await expect(page.getByRole('region', { name: '转换申请已提交' })).toContainText('1000.00份');
    expect(await switchesOut(page)).toHaveLength(1);
    expect(keysOf(calls.requests)).toHaveLength(2);
    expect(new Set(keysOf(calls.requests)).size).toBe(1);
    expect(errors).toEqual([]);
  });
}

test(`switch survives ${FAULTS.dropAnswer.name}: found in transit, never placed twice`, async ({ page }) => {
  const calls = await inject(page, SWITCH, FAULTS.dropAnswer);
  await logInZhang(page);
  await switchUpToPassword(page);
  await expectSurvived(page, SAYS.orderUnknown);
  await expect(page.getByText('已查到该笔申请，未重复下单')).toBeVisible();
  await expect(page.getByRole('region', { name: '转换申请已提交' })).toContainText('1000.00份');
  expect(await switchesOut(page)).toHaveLength(1);
  expect(new Set(keysOf(calls.requests)).size).toBe(1);
});
