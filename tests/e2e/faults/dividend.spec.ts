/**
 * Changing the dividend method under faults (issue 29): 张三 changes 970011 to 红利再投资 while PUT
 * /v1/order/dividend meets each fault once. The dialog says the result is unknown and that sending again is
 * safe; the retry carries the same Idempotency-Key, so a change whose answer was lost is not refused as a
 * second application.
 */
import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { enterTradePassword } from '../support/purchase-steps';
import { FAILING_FAULTS, FAULTS, inject } from './support/faults';
import { keysOf, logInZhang, openRedeemList } from './support/selling';
import { expectSurvived, watchPageErrors } from './support/survived';

const DIVIDEND = { method: 'PUT', path: '/v1/order/dividend' } as const;
const UNKNOWN = '网络异常，暂未收到申请结果。请再次点击“确定”，重新提交不会重复申请。';

async function changeUpToPassword(page: Page) {
  await logInZhang(page);
  const row = await openRedeemList(page);
  await row.getByRole('button', { name: '修改分红方式' }).click();
  const dialog = page.getByRole('dialog', { name: '修改分红方式' });
  await dialog.getByRole('radio', { name: '红利再投资' }).check();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await enterTradePassword(page);
  return page.getByRole('dialog', { name: '交易密码验证' });
}

for (const fault of [...FAILING_FAULTS, FAULTS.dropAnswer]) {
  test(`dividend change survives ${fault.name}: the result unknown, retried once with the same key`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const calls = await inject(page, DIVIDEND, fault);
    const password = await changeUpToPassword(page);
    await expectSurvived(page, UNKNOWN);
    await expect(password.getByLabel('交易密码', { exact: true })).not.toHaveValue('');
    await password.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('分红方式修改申请已提交，请稍后在交易查询中查看结果')).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: '请勿重复申请' })).toHaveCount(0);
    expect(keysOf(calls.requests)).toHaveLength(2);
    expect(new Set(keysOf(calls.requests)).size).toBe(1);
    expect(errors).toEqual([]);
  });
}
