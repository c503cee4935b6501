import type { HoldData } from '@/api/account/contract-assets';

import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import {
  confirmSummary,
  dividendTypeOf,
  envelope,
  pay,
  purchase,
  zhangAt,
  zhangOnMondayForFile,
} from '../support';

/** 970031: an equity-bond mix that allows both methods (default 现金分红); 970001: money-market. */
const MIXED = '970031';
const MONEY_MARKET = '970001';

let server: TestServer;
let zhang: HttpClient;
zhangOnMondayForFile((s) => ({ server, browser: zhang } = s), 180000);

describe('the dividend method chosen at purchase (issue 42 item 4, spec T3 dividendType)', () => {
  it('money-market reinvest only: 现金分红 on a money-market purchase is refused and nothing is placed', async () => {
    await confirmSummary(zhang, MONEY_MARKET);
    const before = server.app.portal.db.all('SELECT app_no FROM orders');
    const answer = await purchase(zhang, 'zhangSan', {
      fundCode: MONEY_MARKET,
      applySum: '1000.00',
      dividendType: '1',
    });
    expect(answer.message).toBe('货币市场基金的收益每日以红利再投资方式分配，不能选择现金分红');
    expect(server.app.portal.db.all('SELECT app_no FROM orders')).toEqual(before);
    const reinvested = await purchase(zhang, 'zhangSan', {
      fundCode: MONEY_MARKET,
      applySum: '1000.00',
      dividendType: '0',
    });
    expect(reinvested.state).toBe(200000);
    expect(dividendTypeOf(server, reinvested.data.appNo)).toBe('0');
  });

  it('default: a purchase that names no method takes the fund’s default (现金分红)', async () => {
    await confirmSummary(zhang, MIXED);
    const answer = await purchase(zhang, 'zhangSan', { fundCode: MIXED, applySum: '1000.00' });
    expect(answer.state).toBe(200000);
    expect(dividendTypeOf(server, answer.data.appNo)).toBe('1');
  });

  it('registered holding takes it: 红利再投资 chosen at purchase is the holding’s method once confirmed', async () => {
    await confirmSummary(zhang, '970041');
    const placed = await purchase(zhang, 'zhangSan', {
      fundCode: '970041',
      applySum: '10000.00',
      dividendType: '0',
    });
    expect(placed.state).toBe(200000);
    await pay(zhang, placed.data.appNo);
    // Tuesday evening: registered on T+1.
    zhang = await zhangAt(server, '2026-11-24T21:00:00+08:00');
    const hold = envelope<HoldData>(await zhang.request('GET', '/v1/account/hold?t=1')).data;
    expect(hold.holdings.find((h) => h.fundCode === '970041')).toMatchObject({ dividendType: '0' });
  });
});
