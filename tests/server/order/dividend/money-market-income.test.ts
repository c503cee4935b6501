import Big from 'big.js';

import type { HoldData } from '@/api/account/contract-assets';
import type { RedeemFundData } from '@/api/fund/contract';

import { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import {
  clockTo,
  envelope,
  MONDAY_10AM,
  redeem,
  serverAt,
  ZHANG_ACCOUNT,
  zhangAt,
  zhangBoughtAndPaid,
} from '../support';

jest.setTimeout(180000);

const FUND = '970001';

let server: TestServer;
afterEach(() => server?.close());

const db = () => server.app.portal.db;

/** 张三 buys 10 000 yuan of the money-market fund on Monday 23 November (confirmed, registered, on T+1). */
async function buyMoneyMarket(): Promise<HttpClient> {
  server = await serverAt(MONDAY_10AM);
  const { zhang, order } = await zhangBoughtAndPaid(server, FUND, '10000.00');
  if (order.state !== 200000) throw new Error(order.message);
  return zhang;
}

/** What the redeem list and the assets page show of the fund (undefined: not listed). */
async function shown(client: HttpClient) {
  const redeem = envelope<RedeemFundData>(await client.request('GET', '/v1/fund/redeemFund?t=1')).data;
  const assets = envelope<HoldData>(await client.request('GET', '/v1/account/hold?t=1')).data;
  const listed = redeem.holdings.find((h) => h.fundCode === FUND);
  return {
    redeem: listed && { shares: listed.shares, available: listed.availableShares },
    assets: assets.holdings.find((h) => h.fundCode === FUND)?.shares,
  };
}

const myriadIncome = (day: string) =>
  db().get<{ income: string }>(
    'SELECT per_myriad_income AS income FROM fund_navs WHERE fund_code = ? AND nav_date = ?',
    [FUND, day],
  )?.income as string;

/** The days from `from` through `to` (calendar days, yyyyMMdd). */
function days(from: string, to: string): string[] {
  const list: string[] = [];
  for (let d = new Date(`${from.slice(0, 4)}-${from.slice(4, 6)}-${from.slice(6)}T00:00:00Z`); ;) {
    const text = d.toISOString().slice(0, 10).replaceAll('-', '');
    if (text > to) return list;
    list.push(text);
    d = new Date(d.getTime() + 86400000);
  }
}

/**
 * The registrar's rule, stated independently: each day's income belongs to the shares registered at its end
 * (yesterday's income included), shares × income per 10 000 ÷ 10 000 truncated to the hundredth share.
 */
function compounded(shares: string, incomeDays: string[]): { shares: Big; each: string[] } {
  let held = new Big(shares);
  const each: string[] = [];
  for (const day of incomeDays) {
    const income = held.times(myriadIncome(day)).div('10000').round(2, Big.roundDown);
    each.push(income.toFixed(2));
    held = held.plus(income);
  }
  return { shares: held, each };
}

const registered = () =>
  db().all<{ income_date: string; shares: string; income_shares: string }>(
    `SELECT income_date, shares, income_shares FROM money_market_income WHERE fund_code = ? AND trade_account = ?
     ORDER BY income_date`,
    [FUND, ZHANG_ACCOUNT],
  );

describe('money-market income is registered daily as shares (issue 26 item 10, review R7)', () => {
  it('assets and redeem list show the same shares for a money-market fund: its daily income, carried over from registration on, is redeemable', async () => {
    await buyMoneyMarket();
    await zhangAt(server, '2026-11-24T09:00:00+08:00');
    // Friday 27 November after 20:00: registered on Tuesday 24, the income of 24–27 November is out.
    const zhang = await zhangAt(server, '2026-11-27T20:30:00+08:00');
    const expected = compounded('10000.00', days('20261124', '20261127'));
    const total = expected.shares.toFixed(2);
    expect(new Big(total).gt('10000.00')).toBe(true);
    expect(await shown(zhang)).toEqual({ redeem: { shares: total, available: total }, assets: total });
    expect(registered().map((r) => [r.income_date, r.income_shares])).toEqual(
      days('20261124', '20261127').map((d, i) => [d, expected.each[i]]),
    );
  });

  it('a second batch run registers a day’s income once', async () => {
    await buyMoneyMarket();
    await zhangAt(server, '2026-11-24T09:00:00+08:00');
    const zhang = await zhangAt(server, '2026-11-24T20:30:00+08:00');
    const once = await shown(zhang);
    expect(once.redeem?.shares).toBe(compounded('10000.00', ['20261124']).shares.toFixed(2));
    const ops = new HttpClient(server.url);
    for (let run = 0; run < 2; run += 1) {
      expect((await ops.request('POST', '/__dev/batch/confirm', {})).status).toBe(200);
    }
    expect(await shown(zhang)).toEqual(once);
    expect(registered()).toHaveLength(1);
  });

  it('a dev-clock jump of many days registers each day’s income, each on the shares at that day’s end', async () => {
    await buyMoneyMarket();
    await zhangAt(server, '2026-11-24T09:00:00+08:00');
    // One jump of ten days: the batch runs once, at its end, and registers every day since the last run.
    const zhang = await zhangAt(server, '2026-12-04T20:30:00+08:00');
    const span = days('20261124', '20261204');
    const expected = compounded('10000.00', span);
    expect(registered().map((r) => [r.income_date, r.income_shares])).toEqual(
      span.map((d, i) => [d, expected.each[i]]),
    );
    const total = expected.shares.toFixed(2);
    expect(await shown(zhang)).toEqual({ redeem: { shares: total, available: total }, assets: total });
  });

  it('a money-market holding’s daily income is redeemable: 全部赎回 redeems it too, with the income it earned while the order waited', async () => {
    await buyMoneyMarket();
    await zhangAt(server, '2026-11-24T09:00:00+08:00');
    // Friday 27 November before the cut-off: everything registered so far (income of 24–26 November).
    let zhang = await zhangAt(server, '2026-11-27T10:00:00+08:00');
    const all = (await shown(zhang)).redeem?.available as string;
    expect(all).toBe(compounded('10000.00', days('20261124', '20261126')).shares.toFixed(2));
    const placed = await redeem(zhang, 'zhangSan', { fundCode: FUND, applyShare: all, overLimit: '0' });
    expect(placed.state).toBe(200000);
    expect(placed.data.confirmDate).toBe('20261130');

    // Monday 30 November, morning: the weekend's income (published tonight) is not out, so it waits.
    const morning = await clockTo(new HttpClient(server.url), '2026-11-30T09:00:00+08:00');
    expect((morning.json as { run: { batch: { waiting: string[] } } }).run.batch.waiting).toEqual([
      placed.data.appNo,
    ]);
    // Monday evening: the income of Friday to Sunday (the redeemed shares' own) is redeemed with them.
    zhang = await zhangAt(server, '2026-11-30T20:30:00+08:00');
    const settled = compounded(all, days('20261127', '20261129'));
    expect(
      db().get('SELECT confirm_status, shares, confirmed_amount FROM confirmations WHERE app_no = ?', [
        placed.data.appNo,
      ]),
    ).toEqual({
      confirm_status: '1',
      shares: settled.shares.toFixed(2),
      confirmed_amount: settled.shares.toFixed(2),
    });
    // Nothing left behind, on either page, and no income on nothing.
    expect(await shown(zhang)).toEqual({ redeem: undefined, assets: undefined });
    expect(registered().at(-1)?.income_date).toBe('20261129');
    expect(
      db().get('SELECT shares FROM holdings WHERE fund_code = ? AND trade_account = ?', [
        FUND,
        ZHANG_ACCOUNT,
      ]),
    ).toEqual({ shares: '0.00' });
  });
});
