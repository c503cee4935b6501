/**
 * 开通快捷支付 on a bound card under faults: 张三 (his ICBC card's fast pay closed first) confirms the opening
 * while POST /v1/bank/fastPay/confirm meets each fault once. The dialog says what happened in Chinese and keeps
 * the bank's code; 确认开通 again confirms the same opening — made now, or, when the first answer was lost,
 * answered with the opening already done — and the card shows fast pay open once.
 */
import type { Page } from '@playwright/test';

import { DEMO_TRADE_PASSWORD } from '../../../server/seed/demo-identities';
import { expect, test } from '../support/fixtures';
import { readSmsCode } from '../support/login-steps';
import { FAILING_FAULTS, FAULTS, type Fault, inject } from './support/faults';
import { logInZhang, ZHANG } from './support/selling';
import { expectSurvived, messageFor, watchPageErrors } from './support/survived';

const CONFIRM = { method: 'POST', path: '/v1/bank/fastPay/confirm' } as const;

const icbcOf = (page: Page) =>
  page
    .getByRole('list', { name: '已绑定的银行卡' })
    .getByRole('listitem')
    .filter({ hasText: '中国工商银行' });

/** Fast pay closed on the ICBC card (trade password), then its opening up to 确认开通 with the bank's code. */
async function openingUpToConfirm(page: Page) {
  await logInZhang(page);
  await page.goto('/index.html#/hall/user/card/entry');
  await icbcOf(page).getByRole('button', { name: '关闭快捷支付' }).click();
  const closing = page.getByRole('dialog', { name: '关闭快捷支付' });
  await closing.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await closing.getByRole('button', { name: '确认关闭' }).click();
  await expect(icbcOf(page)).toContainText('未开通快捷支付');
  await icbcOf(page).getByRole('button', { name: '开通快捷支付' }).click();
  const dialog = page.getByRole('dialog', { name: '开通快捷支付' });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog).toContainText('银行验证码已发送至');
  await dialog.getByLabel('银行验证码').fill(await readSmsCode(page.request, ZHANG.phone));
  await dialog.getByRole('button', { name: '确认开通' }).click();
  return dialog;
}

async function opensOnceThrough(page: Page, fault: Fault, says: string | RegExp) {
  const errors = watchPageErrors(page);
  const calls = await inject(page, CONFIRM, fault);
  const dialog = await openingUpToConfirm(page);
  await expectSurvived(page, says);
  await expect(dialog.getByLabel('银行验证码')).not.toHaveValue('');
  await dialog.getByRole('button', { name: '确认开通' }).click();
  await expect(page.getByText('快捷支付开通成功')).toBeVisible();
  await page.goto('/index.html#/hall/user/card/entry');
  await expect(icbcOf(page)).toContainText('已开通快捷支付');
  expect(calls.requests).toHaveLength(2);
  expect(errors).toEqual([]);
}

for (const fault of FAILING_FAULTS) {
  test(`开通快捷支付 survives ${fault.name}: the message, the code kept, the retry opens`, async ({
    page,
  }) => {
    await opensOnceThrough(page, fault, messageFor(fault));
  });
}

test(`开通快捷支付 survives ${FAULTS.dropAnswer.name}: the retry answers the opening already done`, async ({
  page,
}) => {
  await opensOnceThrough(page, FAULTS.dropAnswer, messageFor(FAULTS.dropAnswer));
});
