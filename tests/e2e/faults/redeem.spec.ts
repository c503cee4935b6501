/**
 * Redeeming under faults (issue 29): 张三 redeems 100.00 shares of 970011 while POST /v1/order/redeem meets
 * each fault once. The screen says what happened in Chinese, keeps the shares typed, finds a redemption whose
 * answer was lost, resends only the same intent (same Idempotency-Key), and exactly one redemption exists.
 */
import { expect, test } from '../support/fixtures';
import { FAILING_FAULTS, FAULTS, inject } from './support/faults';
import { bondOrdersInTransit, keysOf, logInZhang, redeemUpToPassword } from './support/selling';
import { expectSurvived, SAYS, watchPageErrors } from './support/survived';

const REDEEM = { method: 'POST', path: '/v1/order/redeem' } as const;

for (const fault of FAILING_FAULTS) {
  test(`redeem survives ${fault.name}: not found in transit, resent with the same key, shares kept`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const calls = await inject(page, REDEEM, fault);
    await logInZhang(page);
    const form = await redeemUpToPassword(page, '100.00');
    await expectSurvived(page, /在途申请中未查到该笔申请/);
    await expect(form.getByRole('textbox', { name: '赎回份额' })).toHaveValue('100.00');
    await form.getByRole('button', { name: '重新提交' }).click();
    await expect(page.getByRole('region', { name: '赎回申请已提交' })).toBeVisible();
    expect(await bondOrdersInTransit(page)).toEqual([expect.objectContaining({ applyShare: '100.00' })]);
    expect(keysOf(calls.requests)).toHaveLength(2);
    expect(new Set(keysOf(calls.requests)).size).toBe(1);
    expect(errors).toEqual([]);
  });
}

test(`redeem survives ${FAULTS.dropAnswer.name}: found in transit, never placed twice`, async ({ page }) => {
  const calls = await inject(page, REDEEM, FAULTS.dropAnswer);
  await logInZhang(page);
  await redeemUpToPassword(page, '100.00');
  await expectSurvived(page, SAYS.orderUnknown);
  await expect(page.getByText('已查到该笔申请，未重复下单')).toBeVisible();
  await expect(page.getByRole('region', { name: '赎回申请已提交' })).toContainText('100.00份');
  expect(await bondOrdersInTransit(page)).toHaveLength(1);
  expect(new Set(keysOf(calls.requests)).size).toBe(1);
});

test(`redeem under ${FAULTS.delay2s.name}: the button says it is working and takes no second click`, async ({
  page,
}) => {
  const calls = await inject(page, REDEEM, FAULTS.delay2s);
  await logInZhang(page);
  const form = await redeemUpToPassword(page, '100.00');
  const working = form.getByRole('button', { name: '正在提交' });
  await expect(working).toBeDisabled();
  await working.click({ force: true });
  await expect(page.getByRole('region', { name: '赎回申请已提交' })).toBeVisible();
  expect(calls.requests).toHaveLength(1);
});
