/**
 * The risk test under faults (issue 29): 孙八 answers the 12 questions and submits while POST
 * /v1/paper/answer meets each fault once. The review says what happened, keeps every answer, and 提交测评
 * again gives the result.
 */
import type { Page } from '@playwright/test';

import { DEMO } from '../../../server/seed/demo-identities';
import { expect, test } from '../support/fixtures';
import { logInByApi } from '../support/login-api';
import { FAILING_FAULTS, FAULTS, inject } from './support/faults';
import { expectSurvived, messageFor, watchPageErrors } from './support/survived';

/** A steady investor's answers (C3), as the options read (tests/e2e/risk-test.spec.ts). */
const ANSWERS: string[][] = [
  ['31—50岁'],
  ['工资、劳务报酬'],
  ['5万—20万元'],
  ['10万—50万元'],
  ['20%以下'],
  ['不到2年'],
  ['货币市场基金、债券基金、银行理财'],
  ['获得略高于存款利息的收益，可承受小幅波动'],
  ['1—5年'],
  ['本金的10%以内'],
  ['继续持有，等待回升'],
  ['固定收益类（债券、货币市场基金、债券基金等）', '权益类（股票、混合型基金、股票型基金等）'],
];

async function answerAll(page: Page) {
  await logInByApi(page.request, { account: DEMO.sunBa.idNo, phone: DEMO.sunBa.phone });
  await page.goto('/index.html#/hall/user/risk-level?module=RiskLevelTest');
  for (const [index, choices] of ANSWERS.entries()) {
    await expect(page.getByText(`第 ${index + 1} 题，共 12 题`)).toBeVisible();
    const role = choices.length > 1 ? 'checkbox' : 'radio';
    for (const text of choices) await page.getByRole(role, { name: text }).check();
    await page.getByRole('button', { name: index === ANSWERS.length - 1 ? '检查答案' : '下一题' }).click();
  }
  await page.getByRole('button', { name: '提交测评' }).click();
}

for (const fault of [...FAILING_FAULTS, FAULTS.dropAnswer]) {
  test(`risk test survives ${fault.name}: the message, every answer kept, 提交测评 again`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await inject(page, { method: 'POST', path: '/v1/paper/answer' }, fault);
    await answerAll(page);
    await expectSurvived(page, messageFor(fault));
    const review = page.getByRole('region', { name: '请检查您的答案' });
    await expect(review.getByRole('listitem')).toHaveCount(12);
    await expect(review).toContainText('B. 1—5年');
    await page.getByRole('button', { name: '提交测评' }).click();
    await expect(page.getByRole('region', { name: '测评结果' })).toContainText('C3 稳健型');
    expect(errors).toEqual([]);
  });
}
