import type { RedeemFundData } from '@/api/fund/contract';

import type { HttpAnswer, HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import { clockTo, investor, redeem as placeRedemption, zhangAt, zhangOnMondayForFile } from '../support';

let server: TestServer;
let zhang: HttpClient;
zhangOnMondayForFile((s) => ({ server, browser: zhang } = s));

const db = () => server.app.portal.db;
const data = <T>(answer: HttpAnswer) => (answer.json as { data: T }).data;

const redeem = async (applyShare: string, overLimit: '0' | '1') =>
  (await placeRedemption(zhang, 'zhangSan', { fundCode: '970011', applyShare, overLimit })).data;

const decide = (acceptRatio: string, tradeDate = '20261123') =>
  zhang.request('POST', '/__dev/fund/large-redemption', { fundCode: '970011', tradeDate, acceptRatio });

const frozen = async () =>
  data<RedeemFundData>(await zhang.request('GET', '/v1/fund/redeemFund?t=1')).holdings.find(
    (holding) => holding.fundCode === '970011',
  )?.frozenShares;

describe('a large redemption (巨额赎回): the over-limit choice', () => {
  it('confirms the decided part; the rest is cancelled (0) or postponed to the next open day (1)', async () => {
    expect((await decide('0')).status).toBe(400);
    expect((await decide('1.5')).status).toBe(400);
    const postponing = await redeem('1000.00', '1');
    const cancelling = await redeem('1000.00', '0');
    expect((await decide('0.4')).status).toBe(200);
    expect(await frozen()).toBe('2000.00');

    // Tuesday (T+1), Monday's NAV out: the manager confirms 40 % of Monday's redemptions.
    const run = (await clockTo(zhang, '2026-11-24T20:30:00+08:00')).json as {
      run: { batch: { partlyConfirmed: string[] } };
    };
    expect(run.run.batch.partlyConfirmed).toEqual(
      expect.arrayContaining([postponing.appNo, cancelling.appNo]),
    );
    const confirmation = (appNo: string) =>
      db().get<{ shares: string; reason: string }>(
        'SELECT shares, reason FROM confirmations WHERE app_no = ?',
        [appNo],
      );
    expect(confirmation(postponing.appNo)).toEqual({
      shares: '400.00',
      reason: '巨额赎回，按40.00%比例确认，其余600.00份顺延至下一开放日办理',
    });
    expect(confirmation(cancelling.appNo)).toEqual({
      shares: '400.00',
      reason: '巨额赎回，按40.00%比例确认，其余600.00份已取消',
    });

    // The postponed 600 shares are a redemption of Tuesday, the next open day, still frozen.
    const later = db().all<Record<string, string>>(
      `SELECT business_type, state, apply_share, over_limit, trade_date, confirm_date FROM orders
       WHERE fund_code = '970011' AND account_id = (SELECT account_id FROM orders WHERE app_no = ?)
       AND state = 'applied'`,
      [postponing.appNo],
    );
    expect(later).toEqual([
      {
        business_type: 'Redeem',
        state: 'applied',
        apply_share: '600.00',
        over_limit: '1',
        trade_date: '20261124',
        confirm_date: '20261125',
      },
    ]);
    zhang = await investor(server, 'zhangSan', { fresh: true });
    expect(await frozen()).toBe('600.00');

    // No large redemption on Tuesday: it is confirmed whole, and nothing stays frozen.
    zhang = await zhangAt(server, '2026-11-26T20:30:00+08:00');
    expect(await frozen()).toBe('0.00');
  });
});
