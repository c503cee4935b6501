import Big from 'big.js';

import type {
  ConfirmRecordData,
  DividendData,
  HoldData,
  HoldYieldData,
  TradeRecordData,
  TransitData,
} from '@/api/account/contract-assets';
import { DEMO } from '@/server/seed/demo-identities';

import {
  confirmSummary,
  investor,
  MONDAY_10AM,
  pay,
  purchase,
  serverAt,
  ZHANG_ACCOUNT,
  zhangAt,
} from '../order/support';
import { HttpClient } from '../support/http-client';
import type { TestServer } from '../support/server';

jest.setTimeout(180000);

let server: TestServer;
let zhang: HttpClient;
let xu: HttpClient;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
  zhang = await investor(server, 'zhangSan');
  xu = await investor(server, 'xuJiu');
});
afterAll(() => server?.close());

const get = async <T>(client: HttpClient, path: string) => {
  const answer = await client.get<T>(`${path}${path.includes('?') ? '&' : '?'}t=1`);
  if (answer.state !== 200000) throw new Error(`${path}: ${answer.state} ${answer.message}`);
  return answer.data;
};
const XU = DEMO.xuJiu.tradeAccounts[0];
const sum = (values: string[]) => values.reduce((total, v) => total.plus(v), new Big(0)).toFixed(2);

describe('holdings and totals of the two channels', () => {
  it('张三 (direct): each holding valued at its latest NAV, cost and income by their definitions, totals summed', async () => {
    const hold = await get<HoldData>(zhang, '/v1/account/hold');
    // 970003: the money-market holding of 快速取现 (issue 42).
    expect(hold.holdings.map((h) => h.fundCode).sort()).toEqual(['970003', '970011', '970072']);
    const shares = server.app.portal.db.all<{ fund_code: string; shares: string }>(
      'SELECT fund_code, shares FROM holdings WHERE account_id = (SELECT id FROM accounts WHERE phone = ?)',
      [DEMO.zhangSan.phone],
    );
    for (const h of hold.holdings) {
      // No reinvested dividend: the shares are the confirm batch's.
      expect(h.shares).toBe(shares.find((s) => s.fund_code === h.fundCode)?.shares);
      expect(h.marketValue).toBe(
        new Big(h.shares)
          .times(h.nav ?? '0')
          .round(2, 1)
          .toFixed(2),
      );
      expect(h.holdingIncome).toBe(new Big(h.marketValue).minus(h.cost).toFixed(2));
      expect(h.yieldRate).toBe(new Big(h.holdingIncome).div(h.cost).times(100).round(2, 1).toFixed(2));
      expect(h.navDate).toBe('20261120');
    }
    expect(hold.totals.totalAssets).toBe(sum(hold.holdings.map((h) => h.marketValue)));
    expect(hold.totals.asOf).toBe('20261120');
    // The total income also counts what was sold: 970092 with last week's dividend, and the FOF.
    const dividends = await get<DividendData>(zhang, '/v1/account/dividend');
    expect(dividends.rows).toEqual([
      expect.objectContaining({
        fundCode: '970092',
        exDate: '20261117',
        perShare: '0.0800',
        dividendType: '1',
      }),
    ]);
    expect(dividends.rows[0].amount).toBe(
      new Big(dividends.rows[0].shares).times('0.08').round(2, 1).toFixed(2),
    );
    expect(hold.totals.totalIncome).not.toBe(sum(hold.holdings.map((h) => h.cumulativeIncome)));
    // 张三 has no consignment account.
    expect(await get<HoldData>(zhang, '/v1/account/crm/hold')).toEqual({
      totals: { totalAssets: '0.00', totalIncome: '0.00', yesterdayIncome: '0.00', asOf: null },
      holdings: [],
    });
  });

  it('许九 (consignment): the /crm/ twins show the consignment holdings; a cash dividend adds to cumulative income', async () => {
    expect((await get<HoldData>(xu, '/v1/account/hold')).holdings).toEqual([]);
    const hold = await get<HoldData>(xu, '/v1/account/crm/hold');
    expect(hold.holdings.map((h) => [h.fundCode, h.tradeAccount])).toEqual([
      ['970011', XU],
      ['970062', XU],
    ]);
    const dividends = await get<DividendData>(xu, '/v1/account/crm/dividend');
    expect(dividends.rows.map((d) => [d.fundCode, d.exDate])).toEqual([['970011', '20251215']]);
    const bond = hold.holdings[0];
    expect(bond.cumulativeIncome).toBe(new Big(bond.holdingIncome).plus(dividends.rows[0].amount).toFixed(2));
    expect(hold.totals.totalIncome).toBe(sum(hold.holdings.map((h) => h.cumulativeIncome)));
    expect(hold.totals.yesterdayIncome).toBe(sum(hold.holdings.map((h) => h.yesterdayIncome)));
    const collate = await get<{ date: string; totalAssets: string }>(xu, '/v1/account/crm/collate/hold');
    expect(collate).toMatchObject({ date: '20261120', totalAssets: hold.totals.totalAssets });
  });

  it('in transit: the subscription waiting for the end of the raise, then a redemption’s money not yet paid', async () => {
    expect(await get<TransitData>(zhang, '/v1/account/assets/transit')).toEqual([
      expect.objectContaining({
        fundCode: '970032',
        businessType: 'Subscribe',
        applySum: '10000.00',
        applyDate: '20261120',
        confirmDate: '20261214',
        channel: 'direct',
        orderStatus: '0',
        moneyToCard: null,
      }),
      // Confirmed on 11-19, paid out later: it stays in sight until it reaches the card (issue 38 item 4).
      expect.objectContaining({
        fundCode: '970092',
        businessType: 'BookRedeem',
        orderStatus: '1',
        moneyToCard: expect.objectContaining({
          kind: 'payout',
          state: 'onTheWay',
          amount: expect.stringMatching(/^\d+\.\d{2}$/),
          card: expect.objectContaining({ bankName: '中国工商银行' }),
        }),
      }),
    ]);
    expect(await get<TransitData>(xu, '/v1/account/assets/transit')).toEqual([]);
  });

  it('the asset series: the chosen period, oldest first, the last point the totals', async () => {
    const hold = await get<HoldData>(zhang, '/v1/account/hold');
    const month = await get<HoldYieldData>(zhang, '/v1/account/hold/yield?period=1m');
    expect(month.points[0].date >= '20261020').toBe(true);
    expect(month.points.at(-1)).toEqual({
      date: '20261120',
      totalAssets: hold.totals.totalAssets,
      cumulativeIncome: hold.totals.totalIncome,
    });
    const all = await get<HoldYieldData>(zhang, '/v1/account/hold/yield?period=all');
    // Two years: from the FOF's first confirmation.
    expect(all.points[0].date < '20241201').toBe(true);
    expect(all.points.length).toBeGreaterThan(400);
    expect((await zhang.get('/v1/account/hold/yield?period=2y&t=1')).state).toBe(400000);
  });
});

describe('records, confirmations and dividends: paging, filters, bad dates, another investor', () => {
  it('pages the trade records newest first and filters them by fund, business and date', async () => {
    const first = await get<TradeRecordData>(zhang, '/v1/account/trade/record?size=3');
    expect(first).toMatchObject({ total: 9, page: 1, size: 3 });
    const pages = [
      first,
      ...(await Promise.all(
        [2, 3].map((p) => get<TradeRecordData>(zhang, `/v1/account/trade/record?size=3&page=${p}`)),
      )),
    ];
    const rows = pages.flatMap((p) => p.rows);
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => r.appNo)).size).toBe(9);
    const dates = rows.map((r) => r.applyDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows[0]).toMatchObject({ fundCode: '970032', businessType: 'Subscribe', orderStatus: '0' });

    const esg = await get<TradeRecordData>(zhang, '/v1/account/trade/record?fundCode=970092');
    expect(esg.rows.map((r) => r.businessType)).toEqual(['BookRedeem', 'Purchase']);
    const redeemed = await get<TradeRecordData>(zhang, '/v1/account/trade/record?businessType=BookRedeem');
    expect(redeemed.rows.map((r) => r.fundCode).sort()).toEqual(['970062', '970092']);
    expect(redeemed.rows.every((r) => r.applySum === null && r.applyShare !== null)).toBe(true);
    const day = await get<TradeRecordData>(
      zhang,
      '/v1/account/trade/record?beginDate=20261118&endDate=20261119',
    );
    expect(day.rows.map((r) => r.fundCode).sort()).toEqual(['970011', '970092']);
    expect((await get<TradeRecordData>(zhang, '/v1/account/trade/record?page=99')).rows).toEqual([]);
  });

  it('lists confirmations with their status, amounts and NAV, and dividends by date', async () => {
    const confirms = await get<ConfirmRecordData>(zhang, '/v1/account/trade/confirm/record?fundCode=970092');
    expect(confirms.rows.map((c) => [c.businessType, c.confirmStatus])).toEqual([
      ['BookRedeem', '1'],
      ['Purchase', '1'],
    ]);
    expect(confirms.rows[1].confirmedAmount).toBe('30000.00');
    const none = await get<DividendData>(zhang, '/v1/account/dividend?endDate=20261116');
    expect(none).toEqual({ total: 0, page: 1, size: 10, rows: [] });
  });

  it('refuses malformed and impossible dates and a begin after the end with a clear 400', async () => {
    for (const [query, message] of [
      ['beginDate=2026-11-01', 'beginDate'],
      ['beginDate=20261301', 'beginDate'],
      ['beginDate=20260230', '日期不存在：20260230'],
      ['beginDate=20261120&endDate=20261101', '开始日期不能晚于结束日期'],
    ]) {
      const answer = await zhang.request('GET', `/v1/account/trade/record?${query}&t=1`);
      expect(answer.status).toBe(400);
      expect((answer.json as { message: string }).message).toContain(message);
    }
    expect((await zhang.request('GET', '/v1/account/dividend/pdf?endDate=20261131&t=1')).status).toBe(400);
  });

  it("refuses another investor's trade account and answers nobody without a session", async () => {
    for (const path of ['/v1/account/trade/record', '/v1/account/hold', '/v1/account/crm/dividend']) {
      const answer = await zhang.get(`${path}?tradeAccount=${XU}&t=1`);
      expect(answer).toMatchObject({ state: 400035, data: null, message: '交易账号不存在' });
    }
    expect(
      (await get<TradeRecordData>(zhang, `/v1/account/trade/record?tradeAccount=${ZHANG_ACCOUNT}`)).total,
    ).toBe(9);
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.get('/v1/account/hold?t=1')).state).toBe(401000);
    expect((await anonymous.get('/v1/account/crm/hold?t=1')).state).toBe(401000);
  });
});

describe('after buying and the confirm batch', () => {
  it('the new holding appears with its cost and, the next NAV day, its income', async () => {
    await confirmSummary(zhang, '970031');
    const placed = await purchase(zhang, 'zhangSan', { fundCode: '970031', applySum: '10000.00' });
    const applied = await get<TradeRecordData>(zhang, '/v1/account/apply');
    expect(applied.rows).toEqual([
      expect.objectContaining({ fundCode: '970031', applySum: '10000.00', orderStatus: '0' }),
    ]);
    const inTransit = async () =>
      (await get<TransitData>(zhang, '/v1/account/assets/transit')).find((t) => t.fundCode === '970031');
    // Unpaid, the transfer in transit carries its deadline (the portal shows the remittance panel with it).
    expect((await inTransit())?.remittance).toEqual({ remitDeadDate: '20261123', remittanceTime: '150000' });
    await pay(new HttpClient(server.url), placed.data.appNo);
    expect(await inTransit()).toMatchObject({ fundCode: '970031', remittance: null });

    zhang = await zhangAt(server, '2026-11-25T20:00:00+08:00');
    const hold = await get<HoldData>(zhang, '/v1/account/hold');
    const mixed = hold.holdings.find((h) => h.fundCode === '970031');
    const confirm = (await get<ConfirmRecordData>(zhang, '/v1/account/trade/confirm/record?fundCode=970031'))
      .rows[0];
    expect(mixed).toMatchObject({ cost: '10000.00', shares: confirm.confirmedShares, navDate: '20261125' });
    expect(mixed?.cumulativeIncome).toBe(new Big(mixed?.marketValue ?? '0').minus('10000.00').toFixed(2));
    expect(
      (await get<TransitData>(zhang, '/v1/account/assets/transit')).map((t) => t.fundCode),
    ).not.toContain('970031');
  });
});
