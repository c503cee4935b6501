/**
 * The asset screen end to end (issue 16) against the local back office: after buying and the confirm batch
 * the holding and its income appear; a consignment investor (许九), on a phone, finds his consignment funds in
 * the search, sends a statement to the address on file (another needs the SMS second factor) and sees the sends
 * left go down; at the daily limit the dialog shows the server's message. Demo data: server/seed/demo-assets.ts.
 */
import type { Page } from '@playwright/test';

import { DEMO, type DemoIdentity } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import { buyByApi as buy, data } from './support/orders';
import { remit } from './support/purchase-steps';

const MIXED = { code: '970031', name: '国证资管稳健配置混合' };

async function logIn(page: Page, who: DemoIdentity) {
  await logInByApi(page.request, { account: who.idNo, phone: who.phone });
}

async function openAssets(page: Page) {
  await page.goto('/index.html#/assets');
  await expect(page.getByRole('heading', { level: 1, name: '我的资产' })).toBeVisible();
}

test('after buying and the confirm batch, the holding and its income appear', async ({ page }) => {
  const console = watchConsole(page);
  await logIn(page, DEMO.zhangSan);
  const appNo = await buy(page.request, MIXED.code, '10000.00');
  await openAssets(page);
  const transit = page.getByRole('table', { name: '在途交易' });
  // Unpaid, the transfer shows 待汇款 and, under it, where and by when to remit.
  await expect(transit.getByRole('row').filter({ hasText: MIXED.name })).toContainText('待汇款');
  const remittance = transit.getByRole('cell', { name: `${MIXED.name} 订单${appNo}的汇款信息` });
  await expect(remittance).toContainText(/请于\d{4}-\d{2}-\d{2} 15:00:00前完成汇款/);
  await expect(remittance.getByRole('region', { name: '直销收款账户' })).toBeVisible();
  await remit(page.request, appNo);
  // The charts ask for their figures once scrolled into view (the full-page screenshot): before the clock moves.
  const chartFigures = page.waitForResponse((answer) => answer.url().includes('/v1/account/hold/yield'));
  await page.reload();
  await expect(transit.getByRole('row').filter({ hasText: MIXED.name })).toContainText('待确认');
  await expect(remittance).toHaveCount(0);
  const holdings = page.getByRole('table', { name: '直销持有产品' });
  await expect(holdings).toContainText('国证资管消费升级混合');
  await expect(holdings).not.toContainText(MIXED.name);
  // A direct investor has no consignment statement to reconcile.
  await expect(page.getByRole('region', { name: '代销对账' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '直销资产' })).toContainText(/总资产[\d,]+\.\d{2}元/);
  await page.screenshot({ path: `${SHOTS}/assets-before.png`, fullPage: true });
  await chartFigures;

  // The confirm batch, on the server's clock: a week on is past T+1 and the next NAV.
  const now = await data<{ date: string }>(page.request, '/v1/order/dateTimeStatus');
  const weekOn = new Date(Date.UTC(+now.date.slice(0, 4), +now.date.slice(4, 6) - 1, +now.date.slice(6) + 7));
  const moved = await page.request.post('/__dev/clock/to', {
    data: { at: `${weekOn.toISOString().slice(0, 10)}T21:00:00+08:00` },
  });
  const { run } = (await moved.json()) as { run: { batch: { confirmed: string[] } } };
  expect(run.batch.confirmed).toContain(appNo);
  await logIn(page, DEMO.zhangSan); // the clock's move outlasts the session's idle limit

  await page.reload(); // the same address: a fresh screen reads the holdings again
  await expect(page.getByRole('heading', { level: 1, name: '我的资产' })).toBeVisible();
  const row = page
    .getByRole('table', { name: '直销持有产品' })
    .getByRole('row')
    .filter({ hasText: MIXED.name });
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  await expect(cells.nth(2)).toHaveText('10,000.00元'); // 持有成本 to the fen, never in 万
  await expect(cells.nth(4)).toHaveText(/^-?[\d,.]+元$/); // 持有收益
  await expect(cells.nth(6)).toHaveText(/^-?\d+\.\d{2}%$/); // 收益率
  await expect(page.getByRole('table', { name: '在途交易' })).not.toContainText(MIXED.name);
  await page.getByText('收益说明').click();
  await expect(page.getByText(/持有收益 = 当前市值 − 持有成本/)).toBeVisible();
  // The charts load as the investor scrolls down to them (their place, not the page's end: the records below
  // them are long enough to pass it by).
  await page.getByText('正在加载图表…').scrollIntoViewIfNeeded();
  await expect(page.getByText(/资产分布：/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/assets-after.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});

test('a consignment investor reconciles: 对账持仓 as of the latest NAV day and 当日申请 (issue 28 item 9)', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logIn(page, DEMO.xuJiu);
  await openAssets(page);
  const checks = page.getByRole('region', { name: '代销对账' });
  await expect(checks.getByRole('heading', { name: /^对账持仓（截至\d{4}-\d{2}-\d{2}）$/ })).toBeVisible();
  const collate = checks.getByRole('table', { name: /^对账持仓/ });
  const bond = collate.getByRole('row', { name: /国证资管安心纯债债券A/ });
  await expect(bond).toContainText(/[\d,.]+份/);
  await expect(bond).toContainText(/[\d,.]+万?元/);
  await expect(checks).toContainText(/对账总资产 [\d,.]+万?元/);
  await expect(checks.getByRole('table', { name: '当日申请' })).toContainText('今日暂无申请');
  await page.screenshot({ path: `${SHOTS}/assets-consignment-checks.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});

test('a consignment investor, on a phone, searches the consignment funds and sends a statement to the address on file, then the limit dialog', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO.xuJiu);
  // The search box of 购买基金 asks the consignment search (GET /v1/fund/search/crm): only his funds.
  await page.goto('/index.html#/trade-center/purchase');
  const asked = page.waitForRequest(
    (r) => r.url().includes('/v1/fund/search/crm?') && r.url().includes('content=%E5%9B%BD%E8%AF%81'),
  );
  await page.getByRole('combobox', { name: '产品名称/代码' }).fill('国证');
  await asked;
  const options = page.getByRole('listbox', { name: '搜索结果' }).getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toContainText('970011');
  await expect(options.nth(1)).toContainText('970062');
  await page.screenshot({ path: `${SHOTS}/consignment-search-390.png` });
  await openAssets(page);
  await expect(page.getByRole('list', { name: '代销持有产品' })).toContainText('国证资管安心纯债债券A');
  await expect(page.getByRole('region', { name: '代销资产' })).toContainText(/总资产[\d,]+\.\d{2}元/);

  await page.getByRole('button', { name: '发送对账单' }).click();
  const dialog = page.getByRole('dialog', { name: '发送对账单' });
  await expect(dialog).toContainText('将发送至您登记的电子邮箱：xuj***@example.com');
  await expect(dialog).toContainText('今日还可发送3次');
  await page.screenshot({ path: `${SHOTS}/consignment-email-390.png` });
  // Another address: the spec's checks, and the SMS second factor before anything is sent.
  await dialog.getByRole('button', { name: '更换邮箱' }).click();
  const email = dialog.getByRole('textbox', { name: '新的电子邮箱' });
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请先输入邮箱地址');
  await email.fill('xujiu@example');
  await email.blur();
  await expect(dialog.getByRole('alert')).toHaveText('邮箱地址不合规范，请重新输入');
  await email.fill('xu.new@example.com');
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(dialog.getByRole('group', { name: '安全验证' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/consignment-email-change-390.png` });
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: '发送对账单' }).click();
  await expect(dialog).toContainText('将发送至您登记的电子邮箱：xuj***@example.com');
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('邮件已发送，今日还可发送2次')).toBeVisible();
  const outbox = (await (await page.request.get('/__dev/mail/outbox')).json()) as Array<{ to: string }>;
  expect(outbox[0].to).toBe('xujiu@example.com');

  for (const left of [1, 0]) {
    await page.getByRole('button', { name: '发送资产证明' }).click();
    const certificate = page.getByRole('dialog', { name: '发送资产证明' });
    await expect(certificate).toContainText(`今日还可发送${left + 1}次`);
    await certificate.getByRole('button', { name: '发送' }).click();
    await expect(certificate).toBeHidden();
  }
  await page.getByRole('button', { name: '发送对账单' }).click();
  await expect(dialog).toContainText('今日还可发送0次');
  await dialog.getByRole('button', { name: '发送' }).click();
  const limit = page.getByRole('alertdialog', { name: '发送次数已达上限' });
  await expect(limit).toContainText('今日邮件发送次数已达上限（3次），请明日再试');
  await page.screenshot({ path: `${SHOTS}/assets-limit.png` });
  await limit.getByRole('button', { name: '我知道了' }).click();
});
