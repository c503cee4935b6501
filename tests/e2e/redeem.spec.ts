/**
 * Selling and changing end to end (issue 15) against the local back office: 张三 holds 970011 (an old lot and
 * one confirmed within the last days, seeded through the confirm batch: server/seed/demo-holdings.ts) and
 * 970072. Redeem part of a holding and see it in transit, cancel before the cut-off and not after, change the
 * dividend method twice (the second is told the first is not in effect yet: the do-not-apply-again dialog).
 * Every date is the server's.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO, DEMO_TRADE_PASSWORD } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';

const ZHANG = DEMO.zhangSan;
const BOND = { code: '970011', name: '国证资管安心纯债债券A' };

async function logIn(page: Page) {
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
}

async function openList(page: Page) {
  await page.goto('/index.html#/trade-center/redeem');
  await expect(page.getByRole('heading', { level: 1, name: '赎回基金' })).toBeVisible();
  const table = page.getByRole('table', { name: '可赎回持仓' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^国证资管安心纯债债券A/ }) });
  await expect(row).toBeVisible();
  return row;
}

/** From the list to TradeCenterRedeemOrder, the shares typed, the trade password, the placed panel. */
async function redeem(page: Page, shares: string, shot?: string) {
  const row = await openList(page);
  await row.getByRole('button', { name: '赎回', exact: true }).click();
  await page.waitForURL(
    (url) => url.hash === `#/trade-center/redeem/order?id=${BOND.code}&account=${ZHANG.tradeAccounts[0]}`,
  );
  const form = page.getByRole('region', { name: '赎回申请' });
  await form.getByRole('textbox', { name: '赎回份额' }).fill(shares);
  const preview = form.getByRole('region', { name: '赎回试算' });
  await expect(preview).toContainText(/预估到账金额[\d,.]+(万)?元/);
  await expect(preview).toContainText(/预计到账日\d{4}-\d{2}-\d{2}/);
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}`, fullPage: true });
  await form.getByRole('button', { name: '确认赎回' }).click();
  const password = page.getByRole('dialog', { name: '交易密码验证' });
  await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await password.getByRole('button', { name: '确定' }).click();
  const placed = page.getByRole('region', { name: '赎回申请已提交' });
  await expect(placed).toBeFocused();
  await expect(placed).toContainText(`${shares}份`);
  return placed;
}

/** The trade date an order placed now gets, by the server's clock. */
async function tradeDateNow(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/v1/order/dateTimeStatus', { params: { t: Date.now() } });
  return ((await answer.json()) as { data: { tradeDate: string } }).data.tradeDate;
}

test('redeem part of a holding: the lots and fees before, then the shares in transit', async ({ page }) => {
  const console = watchConsole(page);
  await logIn(page);
  const row = await openList(page);
  await expect(page.getByRole('table', { name: '可赎回持仓' })).toContainText('国证资管消费升级混合');
  await page.screenshot({ path: `${SHOTS}/redeem-list.png`, fullPage: true });
  const held = (await row.getByRole('cell').nth(1).textContent())?.trim() ?? '';
  expect(Number(held)).toBeGreaterThan(60000);

  // 60000 shares take the whole old lot (no fee) and part of the young one (under 7 days: 1.50 %).
  const placed = await redeem(page, '60000.00', 'redeem-order.png');
  await expect(placed).toContainText(/预计到账日\d{4}-\d{2}-\d{2}/);
  await page.screenshot({ path: `${SHOTS}/redeem-placed.png`, fullPage: true });

  const after = await openList(page);
  await expect(after).toContainText('赎回中60000.00份');
  const orders = page.getByRole('region', { name: '可撤销的申请' });
  await expect(orders).toContainText('60000.00份');
  await expect(orders.getByRole('timer')).toContainText(/剩余/);
  await page.screenshot({ path: `${SHOTS}/redeem-in-transit.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});

test('the redemption preview names the lots and when the young one would be fee-free', async ({ page }) => {
  await logIn(page);
  const row = await openList(page);
  await row.getByRole('button', { name: '赎回', exact: true }).click();
  const form = page.getByRole('region', { name: '赎回申请' });
  await form.getByRole('button', { name: '全部' }).click();
  const lots = form.getByRole('table', { name: '本次赎回的份额（先进先出）' });
  await expect(lots.getByRole('row')).toHaveCount(3);
  await expect(lots).toContainText('1.50%');
  await expect(lots).toContainText(/\d{4}-\d{2}-\d{2}起赎回可省[\d,.]+元/);
  await expect(lots).toContainText('已免费');
  await page.screenshot({ path: `${SHOTS}/redeem-lots.png`, fullPage: true });
});

test('cancel before the cut-off, and not after it', async ({ page }) => {
  const console = watchConsole(page);
  await logIn(page);
  await redeem(page, '100.00');
  await openList(page);
  const orders = page.getByRole('region', { name: '可撤销的申请' });
  await orders.getByRole('button', { name: '撤单' }).click();
  const dialog = page.getByRole('dialog', { name: '撤单' });
  await expect(dialog).toContainText(`撤销赎回申请：${BOND.name}（${BOND.code}），100.00份`);
  await dialog.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await page.screenshot({ path: `${SHOTS}/redeem-cancel-dialog.png`, fullPage: true });
  await dialog.getByRole('button', { name: '确认撤单' }).click();
  await expect(page.getByText('申请已成功撤销')).toBeVisible();
  await expect(orders).toContainText('暂无可撤销的申请');

  // Another one, then the server's clock past 15:00 of its trade date: no longer cancellable.
  await redeem(page, '100.00');
  const tradeDate = await tradeDateNow(page.request);
  const at = `${tradeDate.slice(0, 4)}-${tradeDate.slice(4, 6)}-${tradeDate.slice(6)}T15:00:01+08:00`;
  expect((await page.request.post('/__dev/clock/to', { data: { at } })).ok()).toBe(true);
  await logIn(page); // the clock's move may outlast the session's idle limit
  const row = await openList(page);
  await expect(page.getByRole('region', { name: '可撤销的申请' })).toContainText('暂无可撤销的申请');
  await expect(row).toContainText('赎回中100.00份');
  await page.screenshot({ path: `${SHOTS}/redeem-after-cutoff.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});

test('change the dividend method twice: the second gets the do-not-apply-again dialog', async ({ page }) => {
  const console = watchConsole(page);
  await logIn(page);
  const row = await openList(page);
  await row.getByRole('button', { name: '修改分红方式' }).click();
  let dialog = page.getByRole('dialog', { name: '修改分红方式' });
  await expect(dialog).toContainText('当前分红方式：现金分红');
  await dialog.getByRole('button', { name: '下一步' }).click();
  const same = page.getByRole('alertdialog', { name: '分红方式未改变' });
  await expect(same).toContainText('您选择的分红方式与当前分红方式（现金分红）相同，无需修改');
  await page.screenshot({ path: `${SHOTS}/redeem-dividend-same.png`, fullPage: true });
  await same.getByRole('button', { name: '我知道了' }).click();

  dialog = page.getByRole('dialog', { name: '修改分红方式' });
  await dialog.getByRole('radio', { name: '红利再投资' }).check();
  await page.screenshot({ path: `${SHOTS}/redeem-dividend-dialog.png`, fullPage: true });
  await dialog.getByRole('button', { name: '下一步' }).click();
  const password = page.getByRole('dialog', { name: '交易密码验证' });
  await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await password.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('分红方式修改申请已提交，请稍后在交易查询中查看结果')).toBeVisible();
  await expect(password).toBeHidden();

  // GET /v1/order/dividend names the change not yet in effect: no trade password is asked in vain.
  await row.getByRole('button', { name: '修改分红方式' }).click();
  dialog = page.getByRole('dialog', { name: '修改分红方式' });
  await expect(dialog.getByRole('note')).toContainText(/^您已申请改为红利再投资，预计\d{4}-\d{2}-\d{2}生效/);
  await dialog.getByRole('radio', { name: '红利再投资' }).check();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('dialog', { name: '交易密码验证' })).toBeHidden();
  const again = page.getByRole('alertdialog', { name: '请勿重复申请' });
  await expect(again).toContainText('您的分红方式修改申请尚未生效，请勿重复申请');
  await page.screenshot({ path: `${SHOTS}/redeem-dividend-again.png`, fullPage: true });
  await again.getByRole('button', { name: '我知道了' }).click();
  await expect(again).toBeHidden();
  expect(pageProblems(console.problems)).toEqual([]);
});
