/**
 * The risk test under faults (issue 29): 孙八 answers the 12 questions and submits while POST
 * /v1/paper/answer meets each fault once. The review says what happened, keeps every answer, and 提交测评
 * again gives the result.
 */
import type { Page } from '@playwright/test';

import { DEMO } from '../../../server/seed/demo-identities';
import { expect, test } from '../support/fixtures';
import { logInByApi } from '../support/login-api';
import { STEADY_ANSWERS } from '../support/risk-answers';
import { FAILING_FAULTS, FAULTS, inject } from './support/faults';
import { expectSurvived, messageFor, watchPageErrors } from './support/survived';

async function answerAll(page: Page) {
  await logInByApi(page.request, { account: DEMO.sunBa.idNo, phone: DEMO.sunBa.phone });
  await page.goto('/index.html#/hall/user/risk-level?module=RiskLevelTest');
  for (const [index, choices] of STEADY_ANSWERS.entries()) {
    await expect(page.getByText(`第 ${index + 1} 题，共 12 题`)).toBeVisible();
    const role = choices.length > 1 ? 'checkbox' : 'radio';
    for (const text of choices) await page.getByRole(role, { name: text }).check();
    await page
      .getByRole('button', { name: index === STEADY_ANSWERS.length - 1 ? '检查答案' : '下一题' })
      .click();
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
