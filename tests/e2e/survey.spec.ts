/**
 * A survey triggered by a purchase (issue 18): after 张三's order the next screen opens the purchase survey
 * once; it is answered once and does not come back. Demo surveys: server/seed/seed-surveys.ts.
 */
import type { Page } from '@playwright/test';

import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import { enterTradePassword, openPurchaseForm } from './support/purchase-steps';

/** 张三 buys the R3 public fund through the order page: the purchase that triggers the survey. */
async function buyOnce(page: Page) {
  const form = await openPurchaseForm(page);
  await form.getByRole('textbox', { name: '申购金额' }).fill('1000');
  await form.getByRole('button', { name: '确认申购' }).click();
  await enterTradePassword(page);
  await expect(page.getByRole('region', { name: '申购申请已提交' })).toBeVisible();
}

test('a survey triggered by a purchase is answered once and does not come back', async ({ page }) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await page.goto('/index.html#/hall');
  await expect(page.getByRole('heading', { level: 1, name: '大厅' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '邀请您填写问卷' })).toHaveCount(0);

  await buyOnce(page);

  // The next screen opens the survey the purchase triggered.
  await page.goto('/index.html#/hall');
  const invitation = page.getByRole('dialog', { name: '邀请您填写问卷' });
  await expect(invitation).toContainText('基金购买体验调查');
  await page.screenshot({ path: `${SHOTS}/survey-window.png`, fullPage: true });
  await invitation.getByRole('button', { name: '去填写' }).click();
  await page.waitForURL(/#\/hall\/user\/questionnaire\/answer\?id=SV2026PURCHASE$/);

  await page.getByRole('radio', { name: 'B. 官方网站' }).check();
  await page.getByRole('button', { name: '提交问卷' }).click();
  await expect(page.getByRole('alert')).toHaveText('第2题为必答题，请作答后再提交');
  await page.getByRole('checkbox', { name: 'A. 历史业绩' }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'C. 风险等级' }).check();
  await page
    .getByRole('group', { name: /整体满意程度/ })
    .getByRole('radio', { name: '9分' })
    .check();
  await page
    .getByRole('group', { name: /风险揭示内容/ })
    .getByRole('radio', { name: '5分' })
    .check();
  await page.getByRole('textbox', { name: '第5题' }).fill('字再大一点更好');
  await page.screenshot({ path: `${SHOTS}/survey-answer.png`, fullPage: true });
  await page.getByRole('button', { name: '提交问卷' }).click();
  await expect(page.getByText('提交成功，感谢您的参与！')).toBeVisible();

  // It does not come back: not on the hall, not as a to-do; the list says it was answered.
  await page.goto('/index.html#/hall');
  await expect(page.getByRole('heading', { level: 1, name: '大厅' })).toBeVisible();
  await page.goto('/index.html#/hall/user/questionnaire/entry');
  await expect(page.getByText('暂无待办问卷')).toBeVisible();
  const listed = page.getByRole('listitem').filter({ hasText: '基金购买体验调查' });
  await expect(listed).toContainText('已填写');
  await expect(page.getByRole('dialog', { name: '邀请您填写问卷' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/survey-entry.png`, fullPage: true });
  await page.goto('/index.html#/hall/user/questionnaire/answer?id=SV2026PURCHASE');
  await expect(page.getByText('您已填写过该问卷，感谢您的参与')).toBeVisible();
  // Its detail shows the investor's own answers, read only (GET /v1/survey/{id}/answer).
  await page.goto('/index.html#/hall/user/questionnaire/detail?id=SV2026PURCHASE');
  const mine = page.getByRole('region', { name: '我的答卷' });
  await expect(mine).toContainText(/提交时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(mine.getByRole('listitem')).toHaveCount(5);
  for (const words of ['官方网站', '历史业绩、风险等级', '9分', '5分', '字再大一点更好']) {
    await expect(mine).toContainText(words);
  }
  await page.screenshot({ path: `${SHOTS}/survey-answered.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});

test('a to-do survey set aside (暂不填写) leaves the to-dos and stays in the list to answer later', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await buyOnce(page);
  await page.goto('/index.html#/hall');
  await page
    .getByRole('dialog', { name: '邀请您填写问卷' })
    .getByRole('button', { name: '稍后再说' })
    .click();
  await page.goto('/index.html#/hall/user/questionnaire/entry');
  const todo = page.getByRole('region', { name: '待办问卷' });
  await expect(todo.getByRole('listitem')).toHaveCount(1);
  const recorded = page.waitForRequest((request) => /\/v1\/backlog\/\d+\/record$/.test(request.url()));
  await todo.getByRole('button', { name: '暂不填写 基金购买体验调查' }).click();
  await recorded;
  await expect(page.getByText('已移出待办，可随时在全部问卷中填写')).toBeVisible();
  await expect(todo).toContainText('暂无待办问卷');
  const listed = page
    .getByRole('region', { name: '全部问卷' })
    .getByRole('listitem')
    .filter({ hasText: '基金购买体验调查' });
  await expect(listed).toContainText('未填写');
  await page.reload();
  await expect(todo).toContainText('暂无待办问卷');
  expect(pageProblems(console.problems)).toEqual([]);
});
