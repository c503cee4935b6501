/**
 * 货币基金快速取现 and the dividend method at purchase end to end (issue 42 items 3 and 4) against the local
 * back office: 张三 holds 30 000 of 970003 国证资管现金添利货币, the money-market fund with quick withdrawal
 * (server/seed/demo-holdings.ts, migration 043). A quick withdrawal of 1万 reaches the card at once; a second
 * one the same day is refused with its reason. A purchase with 现金分红, confirmed by the batch on the server's
 * clock, shows 分红方式：现金分红 on the holding in assets. At a phone's width (390 px).
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import { enterTradePassword, openPurchaseForm, placedAppNo, remit } from './support/purchase-steps';

const ZHANG = DEMO.zhangSan;
const MONEY_MARKET = '970003';
// A fund no other walk buys for 张三: a purchase into a holding takes the holding's method (no choice shown).
const BOND = { code: '970012', name: '国证资管安心纯债债券C' };

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

async function logIn(page: Page) {
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
}

const instant = (day: string, time: string) =>
  `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T${time}+08:00`;

/** The server's clock to a trading morning (10:00) when it is not in trading hours (forward only): moved? */
async function toTradingMorning(request: APIRequestContext) {
  const answer = await request.get('/v1/order/dateTimeStatus', { params: { t: Date.now() } });
  const { data } = (await answer.json()) as {
    data: { date: string; time: string; isTradeDay: boolean; beforeCutOff: boolean; nextTradeDate: string };
  };
  if (data.isTradeDay && data.time >= '093000' && data.beforeCutOff) return false;
  const day = data.isTradeDay && data.time < '093000' ? data.date : data.nextTradeDate;
  expect((await request.post('/__dev/clock/to', { data: { at: instant(day, '10:00:00') } })).ok()).toBe(true);
  return true;
}

async function passwordFor(page: Page) {
  await enterTradePassword(page);
  await expect(page.getByRole('dialog', { name: '交易密码验证' })).toBeHidden();
}

test('快速取现: 1万 to the card at once, then a second one the same day refused with its reason', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logIn(page);
  // The session outlasts no clock move: log in again on the server's new morning.
  if (await toTradingMorning(page.request)) await logIn(page);
  await page.goto(
    `/index.html#/trade-center/redeem/order?id=${MONEY_MARKET}&account=${ZHANG.tradeAccounts[0]}`,
  );
  const quick = page.getByRole('region', { name: '快速取现（T+0）' });
  await expect(quick.getByRole('status')).toHaveText('今日剩余快速取现额度：10,000.00元');
  await expect(quick).toContainText(/到账银行卡：中国工商银行（尾号\d{4}）/);
  await expect(quick).toContainText('普通取现（T+1）');
  // 普通取现 stays beside it: the T+1 redemption form.
  await expect(page.getByRole('region', { name: '赎回申请' })).toBeVisible();

  const amount = quick.getByRole('textbox', { name: '取现金额' });
  await amount.fill('10000');
  await quick.getByRole('button', { name: '快速取现', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '交易密码验证' })).toContainText(
    '从国证资管现金添利货币快速取现10,000.00元，资金实时到账',
  );
  await passwordFor(page);
  const done = quick.getByRole('alert');
  await expect(done).toContainText('快速取现成功，资金已转入您的银行卡');
  await expect(done).toContainText('已到账：10,000.00元');
  await expect(quick.getByRole('status')).toHaveText('今日剩余快速取现额度：0.00元');
  // The shares left at once: 普通取现 offers what is left of 30 000 and its income.
  await expect(page.getByRole('region', { name: '赎回申请' })).toContainText(/可赎回份额：20\d{3}\.\d{2}份/);

  await amount.fill('100');
  await quick.getByRole('button', { name: '快速取现', exact: true }).click();
  await expect(amount).toHaveAccessibleDescription(
    '今日快速取现额度（每人每只基金每日1万元）已用完，请使用普通取现（T+1到账）',
  );
  await expect(page.getByRole('dialog', { name: '交易密码验证' })).toBeHidden();
  // Nothing fits wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/quick-cash-390.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});

test('a purchase with 现金分红: the registered holding shows 分红方式：现金分红 in assets', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logIn(page);
  // The session outlasts no clock move: log in again on the server's new morning.
  if (await toTradingMorning(page.request)) await logIn(page);
  const form = await openPurchaseForm(page, BOND);
  await form.getByRole('textbox', { name: '申购金额' }).fill('10000');
  const dividend = form.getByRole('group', { name: '分红方式' });
  // The fund's default preselected; the investor picks 红利再投资, then 现金分红 again.
  await expect(dividend.getByRole('radio', { name: '现金分红' })).toBeChecked();
  await dividend.getByRole('radio', { name: '红利再投资' }).check();
  await dividend.getByRole('radio', { name: '现金分红' }).check();
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/order/purchase',
  );
  await form.getByRole('button', { name: '确认申购' }).click();
  await passwordFor(page);
  expect(((await sent).postDataJSON() as { dividendType: string }).dividendType).toBe('1');
  const placed = page.getByRole('region', { name: '申购申请已提交' });
  await expect(placed).toBeFocused();
  const appNo = await placedAppNo(placed);
  await remit(page.request, appNo);
  const status = (await (
    await page.request.get('/v1/order/dateTimeStatus', { params: { t: Date.now() } })
  ).json()) as {
    data: { nextTradeDate: string };
  };
  const moved = await page.request.post('/__dev/clock/to', {
    data: { at: instant(status.data.nextTradeDate, '21:00:00') },
  });
  const { run } = (await moved.json()) as { run: { batch: { confirmed: string[] } } };
  expect(run.batch.confirmed).toContain(appNo);
  await logIn(page); // the clock's move outlasts the session's idle limit
  await page.goto('/index.html#/assets');
  await expect(page.getByRole('heading', { level: 1, name: '我的资产' })).toBeVisible();
  // The holding's card (code · type), not the record of the purchase.
  const card = page.getByRole('listitem').filter({ hasText: `${BOND.code} · ` });
  await expect(card).toContainText('分红方式现金分红');
  await page.screenshot({ path: `${SHOTS}/dividend-holding-390.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});
