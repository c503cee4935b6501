/**
 * Back-end-load (B) shares end to end (issue 28 item 6): 张三 buys 970031, a fund that offers both fee modes,
 * choosing 后端收费 on the order form (no fee now, the schedule by years held shown), sees the mode on the
 * placed order; the confirm batch registers the lot on T+1 and the redeem quote of it charges the back-end
 * fee (赎回份额 × 申购日净值 × the rate for the years held) on top of the redemption fee.
 */
import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import { data } from './support/orders';
import {
  enterTradePassword,
  openPurchaseForm,
  placedAppNo,
  R3_PUBLIC,
  remit,
} from './support/purchase-steps';

const ZHANG = DEMO.zhangSan;
/** A fund that offers both fee modes. */
const BACK_END_FUND = R3_PUBLIC;

test('buying back-end (B) shares: the choice with its fees, the mode on the order, the back-end fee in the redeem quote', async ({
  page,
}) => {
  const console = watchConsole(page);
  const logIn = () => logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
  await logIn();
  const form = await openPurchaseForm(page, BACK_END_FUND);
  await form.getByRole('textbox', { name: '申购金额' }).fill('10000');
  const modes = form.getByRole('group', { name: '收费方式' });
  const front = modes.getByRole('radio', { name: '前端收费' });
  await expect(front).toBeChecked();
  // 前端收费: the subscription fee on the amount (1.5 %, online 0.6 %: 59.64元).
  await expect(front).toHaveAccessibleDescription('申购时按申购金额收取申购费：59.64元');
  const schedule = modes.getByRole('table', { name: '后端申购费率' });
  await expect(schedule.getByRole('row')).toHaveText([
    '持有期限（Y）费率',
    'Y<1年1.80%',
    '1年≤Y<3年1.20%',
    '3年≤Y<5年0.60%',
    'Y≥5年0.00%',
  ]);
  await modes.getByRole('radio', { name: '后端收费' }).check();
  await expect(form).toContainText(/手续费\s*0\.00元/);
  await page.screenshot({ path: `${SHOTS}/back-end-order.png`, fullPage: true });
  await form.getByRole('button', { name: '确认申购' }).click();
  await enterTradePassword(page);

  const placed = page.getByRole('region', { name: '申购申请已提交' });
  await expect(placed).toBeFocused();
  await expect(placed.getByRole('definition').filter({ hasText: '后端收费' })).toBeVisible();
  await expect(placed).toContainText(/收费方式\s*后端收费/);
  await expect(placed).toContainText(/手续费\s*0\.00元/);

  // The bank reports the transfer, then the confirm batch registers the lot on T+1.
  const appNo = await placedAppNo(placed);
  await remit(page.request, appNo);
  // To the next trading day's morning: the first move is T+1 (the batch registers the lot), the second the day
  // its shares can be redeemed (预计份额可用, the trading day after registration).
  const toNextTradingDay = async () => {
    const { nextTradeDate: day } = await data<{ nextTradeDate: string }>(
      page.request,
      '/v1/order/dateTimeStatus',
    );
    const at = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T10:00:00+08:00`;
    const moved = await page.request.post('/__dev/clock/to', { data: { at } });
    return ((await moved.json()) as { run: { batch: { confirmed: string[] } } }).run.batch.confirmed;
  };
  expect(await toNextTradingDay()).toContain(appNo);
  await logIn(); // the clock's move outlasts the session's idle limit
  await toNextTradingDay();
  await logIn();

  await page.goto('/index.html#/trade-center/redeem');
  const row = page
    .getByRole('table', { name: '可赎回持仓' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^国证资管稳健配置混合/ }) });
  await row.getByRole('button', { name: '赎回', exact: true }).click();
  const redeem = page.getByRole('region', { name: '赎回申请' });
  await redeem.getByRole('button', { name: '全部' }).click();
  const preview = redeem.getByRole('region', { name: '赎回试算' });
  await expect(preview).toContainText(/其中后端申购费\s*[\d,.]+元/);
  const lots = preview.getByRole('table', { name: '本次赎回的份额（先进先出）' });
  await expect(lots.getByRole('columnheader', { name: '后端申购费' })).toBeVisible();
  // Held under a year: 1.80 % of shares × the purchase day's NAV, beside the 1.50 % redemption fee.
  await expect(lots).toContainText(/[\d,.]+元（1\.80%）/);
  await expect(lots).toContainText('1.50%');
  await page.screenshot({ path: `${SHOTS}/back-end-redeem-quote.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});
