/**
 * Creating a 定投 plan under faults: 张三 creates a weekly plan of 1,000.00 on 970011 while POST
 * /v1/plan/create meets each fault once. The screen says the outcome is not known, keeps what was typed and
 * offers 重新提交, which sends the same intent (same Idempotency-Key): the back office answers with the plan
 * it holds or makes it now, and exactly one plan exists.
 */
import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { data } from '../support/orders';
import { confirmSummary, enterTradePassword } from '../support/purchase-steps';
import { FAILING_FAULTS, FAULTS, inject } from './support/faults';
import { BOND, keysOf, logInZhang } from './support/selling';
import { expectSurvived, SAYS, watchPageErrors } from './support/survived';

const CREATE = { method: 'POST', path: '/v1/plan/create' } as const;

/** The plan form of 970011 (the purchase's checks passed), 1,000.00 weekly on 周三, confirmed with the password. */
async function planUpToPassword(page: Page) {
  await page.goto(`/index.html#/trade-center/purchase/order?id=${BOND.code}`);
  await confirmSummary(page);
  await page.getByRole('link', { name: '定投', exact: true }).click();
  const form = page.getByRole('region', { name: '创建定投' });
  await form.getByRole('textbox', { name: '每期定投金额' }).fill('1000');
  await form.getByRole('radio', { name: '每周' }).check();
  await form.getByRole('combobox', { name: '扣款日（周）' }).selectOption({ label: '周三' });
  await expect(form).toContainText(/首次扣款日：\d{4}-\d{2}-\d{2}/);
  await form.getByRole('button', { name: '确认创建定投' }).click();
  await enterTradePassword(page);
  return form;
}

const plans = (page: Page) => data<unknown[]>(page.request, '/v1/plan/list');

for (const fault of [...FAILING_FAULTS, FAULTS.dropAnswer]) {
  test(`定投 creation survives ${fault.name}: resent with the same key, typed plan kept, one plan`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const calls = await inject(page, CREATE, fault);
    await logInZhang(page);
    const form = await planUpToPassword(page);
    await expectSurvived(page, SAYS.orderUnknown);
    await expect(form.getByRole('textbox', { name: '每期定投金额' })).toHaveValue('1000');
    await form.getByRole('button', { name: '重新提交' }).click();
    await expect(page.getByText('定投计划已创建')).toBeVisible();
    expect(await plans(page)).toHaveLength(1);
    expect(keysOf(calls.requests)).toHaveLength(2);
    expect(new Set(keysOf(calls.requests)).size).toBe(1);
    expect(errors).toEqual([]);
  });
}
