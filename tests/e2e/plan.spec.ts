/**
 * 定投 end to end (issue 42 item 1): 张三 creates a weekly plan on 970011 from his ICBC fast-pay card (单笔 5万元,
 * README's demo table) after the purchase's checks and his trade password, sees the first debit date before
 * confirming; the clock moves to the first debit day (a 定投申购 placed), he raises the amount to 6万元, the clock
 * moves to the next (refused by the card's single-order limit, recorded, the plan goes on), and the plan's runs
 * show both. The plan page is looked at on a 390 px phone.
 */
import type { APIRequestContext } from '@playwright/test';

import { DEMO, DEMO_TRADE_PASSWORD } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import { data } from './support/orders';
import { confirmSummary, enterTradePassword } from './support/purchase-steps';

const ZHANG = DEMO.zhangSan;
const FUND = { code: '970011', name: '国证资管安心纯债债券A' };

const dashed = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;

/** Moves the back office's clock to 10:00 of the plan's next debit day (the batch runs the plan there). */
async function toNextDebit(request: APIRequestContext): Promise<string> {
  const [plan] = await data<Array<{ nextDebitDate: string }>>(request, '/v1/plan/list');
  const moved = await request.post('/__dev/clock/to', {
    data: { at: `${dashed(plan.nextDebitDate)}T10:00:00+08:00` },
  });
  expect(moved.ok()).toBe(true);
  return plan.nextDebitDate;
}

test('张三 creates a 定投 plan, two periods run as the clock moves, the second refused by the card’s limit and shown', async ({
  page,
}) => {
  const console = watchConsole(page);
  const logIn = () => logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
  await logIn();
  await page.setViewportSize({ width: 390, height: 844 });

  // A fund that takes no plan says so on its order page; one that does links to its plan page.
  await page.goto('/index.html#/trade-center/purchase/order?id=970001');
  await expect(page.getByText('暂不支持定投')).toBeVisible();
  await page.goto(`/index.html#/trade-center/purchase/order?id=${FUND.code}`);
  // The purchase's checks ask for the product summary once; the plan page runs the same checks.
  await confirmSummary(page);
  await page.getByRole('link', { name: '定投', exact: true }).click();
  const form = page.getByRole('region', { name: '创建定投' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: '每期定投金额' }).fill('50');
  await expect(form).toContainText('每期定投金额不能低于100元');
  await form.getByRole('textbox', { name: '每期定投金额' }).fill('1000');
  await form.getByRole('radio', { name: '每周' }).check();
  await form.getByRole('combobox', { name: '扣款日（周）' }).selectOption({ label: '周三' });
  await expect(form).toContainText('单笔限额5万元，单日限额5万元');
  await expect(form).toContainText(/首次扣款日：\d{4}-\d{2}-\d{2}/);
  // 定投测算: this plan over the fund's last 3 years of NAVs, in words, and each debit in a table.
  const replay = page.getByRole('region', { name: '定投测算' });
  await replay.getByRole('button', { name: '近3年' }).click();
  await expect(replay.getByRole('button', { name: '近3年' })).toHaveAttribute('aria-pressed', 'true');
  await expect(replay).toContainText(
    /近3年（.+）每周周三定投1,000\.00元：共扣款\d{3}期，投入本金[\d,]+\.00元，期末市值[\d,.]+元/,
  );
  await replay.locator('summary', { hasText: '查看测算数据表' }).click();
  const rows = replay.getByRole('table', { name: '定投测算数据表' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(/^\d{4}-\d{2}-\d{2}1,000\.00/);
  await page.screenshot({ path: `${SHOTS}/plan-form-390.png`, fullPage: true });
  await form.getByRole('button', { name: '确认创建定投' }).click();
  await enterTradePassword(page);
  await expect(page.getByText('定投计划已创建')).toBeVisible();
  await expect(page.getByText('每周周三')).toBeVisible();

  // The first period: a 定投申购 placed and paid from the card.
  const first = await toNextDebit(page.request);
  await logIn(); // the clock's move outlasts the session's idle limit
  // The period's purchase invites to the purchase survey, over the next screen: 稍后再说.
  await page.goto('/index.html#/hall');
  await page
    .getByRole('dialog', { name: '邀请您填写问卷' })
    .getByRole('button', { name: '稍后再说' })
    .click();
  await page.goto('/index.html#/trade-center/plans');
  await expect(page.getByText('已投期数1期')).toBeVisible();
  await expect(page.getByText('累计投入1,000.00元')).toBeVisible();
  await page.getByRole('link', { name: '查看明细' }).click();

  // 6万元 a period: above the ICBC card's single-order limit.
  await page.getByRole('button', { name: '修改' }).click();
  const edit = page.getByRole('dialog', { name: '修改定投' });
  await edit.getByRole('textbox', { name: '每期定投金额' }).fill('60000');
  await edit.getByRole('button', { name: '保存修改' }).click();
  const again = page
    .getByRole('dialog', { name: '修改定投' })
    .or(page.getByRole('dialog', { name: '交易密码验证' }));
  await again.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await again.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('60,000.00元 · 每周周三')).toBeVisible();

  const second = await toNextDebit(page.request);
  expect(second > first).toBe(true);
  await logIn();
  await page.goto('/index.html#/trade-center/plans');
  await page.getByRole('link', { name: '查看明细' }).click();
  const runs = page.getByRole('list', { name: '扣款记录' });
  await expect(runs.getByRole('listitem')).toHaveCount(2);
  await expect(runs.getByRole('listitem').first()).toContainText(
    `第2期 · ${dashed(second)}60,000.00元扣款失败：超过中国工商银行快捷支付单笔限额5万元`,
  );
  await expect(runs.getByRole('listitem').nth(1)).toContainText(
    `第1期 · ${dashed(first)}1,000.00元已提交定投申购`,
  );
  await expect(runs.getByRole('link', { name: /^订单详情 \d+$/ })).toHaveCount(1);
  // The plan goes on: still 扣款中 with its next debit date.
  await expect(page.getByText('扣款中')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/plan-runs-390.png`, fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  expect(pageProblems(console.problems)).toEqual([]);
});
