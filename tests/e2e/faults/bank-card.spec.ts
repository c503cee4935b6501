/**
 * Binding a bank card under faults (issue 29): 张三 adds a 招商银行 card while POST /v1/bank/confirm meets each
 * fault once. The form says what happened, keeps every field, and a binding whose answer was lost is found
 * among the bound cards instead of being refused on the retry.
 */
import type { Page } from '@playwright/test';

import { withCheckDigit } from '../../../server/bank/channels';
import { expect, test } from '../support/fixtures';
import { readSmsCode } from '../support/login-steps';
import { FAILING_FAULTS, FAULTS, inject } from './support/faults';
import { logInZhang } from './support/selling';
import { expectSurvived, messageFor, watchPageErrors } from './support/survived';

const CONFIRM = { method: 'POST', path: '/v1/bank/confirm' } as const;
const CARD = withCheckDigit('621483123456789');

async function fillCardForm(page: Page) {
  await logInZhang(page);
  await page.goto('/index.html#/hall/user/card/add');
  const form = page.getByRole('form', { name: '添加银行卡' });
  await form.getByLabel('银行卡号').pressSequentially(CARD);
  await form.getByLabel('银行预留手机号').fill('13700001111');
  await form.getByRole('checkbox', { name: /^我已阅读并同意/ }).click();
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form).toContainText('银行验证码已发送至137****1111');
  await form.getByLabel('银行验证码').fill(await readSmsCode(page.request, '13700001111'));
  await form.getByRole('button', { name: '确认绑定' }).click();
  return form;
}

for (const fault of FAILING_FAULTS) {
  test(`bank-card binding survives ${fault.name}: the message, every field kept, the retry binds`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await inject(page, CONFIRM, fault);
    const form = await fillCardForm(page);
    await expectSurvived(page, messageFor(fault));
    await expect(form.getByLabel('银行卡号')).toHaveValue(CARD.replace(/(\d{4})(?=\d)/g, '$1 '));
    await expect(form.getByLabel('银行预留手机号')).toHaveValue('13700001111');
    await expect(form.getByLabel('银行验证码')).not.toHaveValue('');
    await form.getByRole('button', { name: '确认绑定' }).click();
    await page.waitForURL(/#\/hall\/user\/card\/entry$/);
    await expect(page.getByRole('list', { name: '已绑定的银行卡' }).getByRole('listitem')).toHaveCount(2);
    expect(errors).toEqual([]);
  });
}

test(`bank-card binding survives ${FAULTS.dropAnswer.name}: found among the bound cards`, async ({
  page,
}) => {
  const calls = await inject(page, CONFIRM, FAULTS.dropAnswer);
  await fillCardForm(page);
  await expect(page.getByText('银行卡绑定成功')).toBeVisible();
  await page.waitForURL(/#\/hall\/user\/card\/entry$/);
  await expect(page.getByRole('list', { name: '已绑定的银行卡' }).getByRole('listitem')).toHaveCount(2);
  expect(calls.requests).toHaveLength(1);
});
