import Big from 'big.js';

import type { QuickCashData, QuickCashDone } from '@/api/order/contract-quick-cash';
import { QUICK_CASH_TEXT } from '@/shared/trading';

import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import {
  envelope,
  MONDAY_10AM,
  newKey,
  postOrder,
  tradeBody,
  ZHANG_ACCOUNT,
  zhangAt,
  zhangOnMondayForFile,
} from '../support';

/** The demo money-market fund with quick withdrawal (pool 100万 a day); 张三 holds 30 000 of it. */
const FUND = '970003';

let server: TestServer;
let zhang: HttpClient;
zhangOnMondayForFile((s) => ({ server, browser: zhang } = s), 180000);

const db = () => server.app.portal.db;

const room = async (client = zhang) =>
  envelope<QuickCashData>(
    await client.request('GET', `/v1/order/quickCash?fundCode=${FUND}&tradeAccount=${ZHANG_ACCOUNT}&t=1`),
  );

const withdraw = async (amount: string, key: string = newKey(), client = zhang) =>
  envelope<QuickCashDone>(
    await postOrder(
      client,
      '/v1/order/quickCash',
      await tradeBody(client, 'zhangSan', { fundCode: FUND, amount }),
      key,
    ),
  );

const held = () =>
  db().get<{ shares: string }>('SELECT shares FROM holdings WHERE fund_code = ? AND trade_account = ?', [
    FUND,
    ZHANG_ACCOUNT,
  ])?.shares as string;

const withdrawals = () =>
  db().all<{ app_no: string; day: string; amount: string }>(
    'SELECT app_no, day, amount FROM quick_withdrawals ORDER BY at, app_no',
  );

const credits = () =>
  db().all<{ app_no: string; amount: string; at: number }>(
    "SELECT app_no, amount, at FROM card_movements WHERE kind = 'credit' ORDER BY id",
  );

/** Moves the clock and logs in again (the move ends the idle session). */
async function at(instant: string): Promise<void> {
  zhang = await zhangAt(server, instant);
}

describe('货币基金快速取现 (issue 42 item 3)', () => {
  let firstAppNo = '';
  let before = '';

  it('shows what is left of the 1万元 quota today, the fund’s pool and the card the money goes to', async () => {
    const shown = await room();
    expect(shown.state).toBe(200000);
    expect(shown.data).toMatchObject({
      offered: true,
      day: '20261123',
      dailyLimit: '10000.00',
      leftToday: '10000.00',
      poolLeft: '1000000.00',
    });
    expect(new Big(shown.data.availableShares).gt('20000')).toBe(true);
    expect(shown.data.card?.bankAccountMasked).toMatch(/^6222/);
  });

  it('bad input gets a clear Chinese refusal and changes nothing', async () => {
    before = held();
    expect((await withdraw('')).message).toBe('请求体字段 amount 不能为空');
    for (const amount of ['abc', '0', '0.00', '-5', '1.234', '1e3', ' 1,000 ']) {
      const answer = await withdraw(amount);
      expect([answer.message, amount]).toEqual([QUICK_CASH_TEXT.notYuan, amount]);
    }
    const more = await withdraw('25000.01');
    expect(more.message).toBe(QUICK_CASH_TEXT.overQuota('10000.00'));
    expect({ held: held(), withdrawals: withdrawals(), credits: credits() }).toEqual({
      held: before,
      withdrawals: [],
      credits: [],
    });
  });

  let firstKey = '';

  it('money booked to the card at once: the card is credited when the withdrawal is made, and the shares leave the holding', async () => {
    firstKey = newKey();
    // A double click: two requests of one intent.
    const [done, twin] = await Promise.all([withdraw('10000', firstKey), withdraw('10000', firstKey)]);
    expect(done.state).toBe(200000);
    expect(done.message).toBe('快速取现成功，资金已转入您的银行卡');
    expect(done.data).toMatchObject({
      amount: '10000.00',
      shares: '10000.00',
      paidDate: '20261123',
      paidTime: '100000',
      leftToday: '0.00',
    });
    expect(twin.data).toEqual(done.data);
    firstAppNo = done.data.appNo;
    expect(credits()).toEqual([{ app_no: firstAppNo, amount: '10000.00', at: Date.parse(MONDAY_10AM) }]);
    expect(held()).toBe(new Big(before).minus('10000').toFixed(2));
    expect((await room()).data.leftToday).toBe('0.00');
  });

  it('idempotency: a replay makes no second withdrawal and answers the first; the key with another amount is refused', async () => {
    const body = await tradeBody(zhang, 'zhangSan', { fundCode: FUND, amount: '10000' });
    const replay = await postOrder(zhang, '/v1/order/quickCash', body, firstKey);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(envelope<QuickCashDone>(replay).data.appNo).toBe(firstAppNo);
    const other = await postOrder(zhang, '/v1/order/quickCash', { ...body, amount: '1.00' }, firstKey);
    expect(other.status).toBe(409);
    // A new intent: the day's quota is used, refused with its reason.
    expect((await withdraw('100.00')).message).toBe(QUICK_CASH_TEXT.quotaUsed);
    expect(withdrawals()).toEqual([{ app_no: firstAppNo, day: '20261123', amount: '10000.00' }]);
    expect(credits()).toHaveLength(1);
  });

  it('quota per investor per fund per natural day: refused at 23:58:30 in Shanghai, 1万元 again from Shanghai midnight', async () => {
    await at('2026-11-23T23:58:30+08:00');
    const late = await withdraw('1.00');
    expect(late.message).toBe(QUICK_CASH_TEXT.quotaUsed);
    // Midnight in Shanghai is 16:00 UTC (and 11:00 in New York, where the tests run): a new natural day.
    await at('2026-11-24T00:00:00+08:00');
    expect((await room()).data).toMatchObject({ day: '20261124', leftToday: '10000.00' });
    const key = newKey();
    const [one, replay] = await Promise.all([withdraw('4000.00', key), withdraw('4000.00', key)]);
    expect(one.state).toBe(200000);
    expect(replay.data.appNo).toBe(one.data.appNo);
    expect(one.data).toMatchObject({ paidDate: '20261124', leftToday: '6000.00' });
    const over = await withdraw('6000.01');
    expect(over.message).toBe(QUICK_CASH_TEXT.overQuota('6000.00'));
    expect(withdrawals().map((w) => [w.day, w.amount])).toEqual([
      ['20261123', '10000.00'],
      ['20261124', '4000.00'],
    ]);
  });

  it('pool exhausted: once the fund’s quick-withdrawal pool of the day is used up, a quick withdrawal is refused with its reason', async () => {
    // The manager's pool of the day shared by every investor: set so that 1 000 yuan are left of it.
    db().run("UPDATE fund_quick_cash SET daily_pool = '5000.00' WHERE code = ?", [FUND]);
    expect((await room()).data).toMatchObject({ leftToday: '6000.00', poolLeft: '1000.00' });
    expect((await withdraw('1000.01')).message).toBe(QUICK_CASH_TEXT.overPool('1000.00'));
    expect((await withdraw('1000.00')).state).toBe(200000);
    const refused = await withdraw('0.01');
    expect(refused.message).toBe(QUICK_CASH_TEXT.poolUsed);
    expect(withdrawals()).toHaveLength(3);
    db().run("UPDATE fund_quick_cash SET daily_pool = '1000000.00' WHERE code = ?", [FUND]);
  });

  it('stops earning that day: the income of the withdrawal’s day is on the shares left after it', async () => {
    // Tuesday 24 November 20:30: the income of Saturday to Tuesday is out and registered.
    await at('2026-11-24T20:30:00+08:00');
    const income = (day: string) =>
      db().get<{ shares: string; income_shares: string }>(
        `SELECT shares, income_shares FROM money_market_income WHERE fund_code = ? AND trade_account = ?
         AND income_date = ?`,
        [FUND, ZHANG_ACCOUNT, day],
      ) as { shares: string; income_shares: string };
    const sunday = income('20261122');
    const monday = income('20261123');
    const tuesday = income('20261124');
    expect(monday.shares).toBe(new Big(sunday.shares).plus(sunday.income_shares).minus('10000').toFixed(2));
    expect(tuesday.shares).toBe(new Big(monday.shares).plus(monday.income_shares).minus('5000').toFixed(2));
  });
});
