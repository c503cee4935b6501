/**
 * 快速取现 under faults: 张三 withdraws 1,000.00 from 970003 at once while POST /v1/order/quickCash meets
 * each fault once. The dialog says the outcome is unknown and not to send another; pressing 确定 again asks
 * for the same withdrawal (same Idempotency-Key), which is found or made once: the day's quota falls by
 * 1,000.00 only, whatever the network did.
 */
import type { Page } from '@playwright/test';

import { DEMO_TRADE_PASSWORD } from '../../../server/seed/demo-identities';
import { expect, test } from '../support/fixtures';
import { FAILING_FAULTS, FAULTS, type Fault, inject } from './support/faults';
import { keysOf, logInZhang, ZHANG } from './support/selling';
import { watchPageErrors } from './support/survived';

const QUICK = { method: 'POST', path: '/v1/order/quickCash' } as const;
const UNKNOWN = '快速取现结果未知，请勿重复提交';

async function giveTradePassword(page: Page) {
  const dialog = page.getByRole('dialog', { name: '交易密码验证' });
  await dialog.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await dialog.getByRole('button', { name: '确定' }).click();
  return dialog;
}

async function withdrawOnceThrough(page: Page, fault: Fault) {
  const errors = watchPageErrors(page);
  const calls = await inject(page, QUICK, fault);
  await logInZhang(page);
  await page.goto(`/index.html#/trade-center/redeem/order?id=970003&account=${ZHANG.tradeAccounts[0]}`);
  const quick = page.getByRole('region', { name: '快速取现（T+0）' });
  await expect(quick.getByRole('status')).toHaveText('今日剩余快速取现额度：10,000.00元');
  await quick.getByRole('textbox', { name: '取现金额' }).fill('1000');
  await quick.getByRole('button', { name: '快速取现', exact: true }).click();
  const dialog = await giveTradePassword(page);
  await expect(dialog).toContainText(UNKNOWN);
  // Asked again: the same withdrawal, found (its answer was lost) or made now (it never arrived).
  await giveTradePassword(page);
  await expect(dialog).toBeHidden();
  await expect(quick.getByRole('alert')).toContainText('已到账：1,000.00元');
  await expect(quick.getByRole('status')).toHaveText('今日剩余快速取现额度：9,000.00元');
  expect(keysOf(calls.requests)).toHaveLength(2);
  expect(new Set(keysOf(calls.requests)).size).toBe(1);
  expect(errors).toEqual([]);
}

for (const fault of [...FAILING_FAULTS, FAULTS.dropAnswer]) {
  test(`快速取现 survives ${fault.name}: said unknown, asked again with the same key, withdrawn once`, async ({
    page,
  }) => {
    await withdrawOnceThrough(page, fault);
  });
}
