/**
 * Cancelling under faults (issue 29): 张三 redeems 100.00 shares of 970011, then cancels that order while
 * POST /v1/order/cancel meets each fault once. The dialog says what happened, keeps the password typed, looks
 * in the cancel list before offering to send again, and the retry carries the same Idempotency-Key.
 */
import { expect, test } from '../support/fixtures';
import { enterTradePassword } from '../support/purchase-steps';
import { FAILING_FAULTS, FAULTS, inject, type Fault } from './support/faults';
import {
  bondOrdersInTransit,
  keysOf,
  logInZhang,
  openRedeemList,
  redeemUpToPassword,
} from './support/selling';
import { expectSurvived, watchPageErrors } from './support/survived';

const CANCEL = { method: 'POST', path: '/v1/order/cancel' } as const;

async function cancelUpToPassword(page: import('@playwright/test').Page) {
  await logInZhang(page);
  await redeemUpToPassword(page, '100.00');
  await expect(page.getByRole('region', { name: '赎回申请已提交' })).toBeVisible();
  await openRedeemList(page);
  await page.getByRole('region', { name: '可撤销的申请' }).getByRole('button', { name: '撤单' }).click();
  await enterTradePassword(page, '撤单');
  return page.getByRole('dialog', { name: '撤单' });
}

for (const fault of FAILING_FAULTS as Fault[]) {
  test(`cancel survives ${fault.name}: still in the cancel list, retried with the same key`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const calls = await inject(page, CANCEL, fault);
    const dialog = await cancelUpToPassword(page);
    await expectSurvived(
      page,
      '网络异常，暂未收到撤单结果；该笔申请仍可撤销，请再次点击“确认撤单”，不会重复撤单。',
    );
    await expect(dialog.getByLabel('交易密码', { exact: true })).not.toHaveValue('');
    await dialog.getByRole('button', { name: '确认撤单' }).click();
    await expect(page.getByText('申请已成功撤销')).toBeVisible();
    await expect(page.getByRole('region', { name: '可撤销的申请' })).toContainText('暂无可撤销的申请');
    expect(await bondOrdersInTransit(page)).toEqual([]);
    expect(keysOf(calls.requests)).toHaveLength(2);
    expect(new Set(keysOf(calls.requests)).size).toBe(1);
    expect(errors).toEqual([]);
  });
}

test(`cancel survives ${FAULTS.dropAnswer.name}: gone from the cancel list, so it is shown as cancelled`, async ({
  page,
}) => {
  const calls = await inject(page, CANCEL, FAULTS.dropAnswer);
  await cancelUpToPassword(page);
  await expect(page.getByText('申请已成功撤销')).toBeVisible();
  await expect(page.getByRole('region', { name: '可撤销的申请' })).toContainText('暂无可撤销的申请');
  expect(calls.requests).toHaveLength(1);
});
