/**
 * Back-end-load (B) shares (issue 28 item 6, spec-coverage I3E.18, trading-rules F5): a fund that offers both
 * fee modes takes an order of either; B is charged nothing now, its lot keeps the mode, and redeeming it
 * charges 后端申购费 = 赎回份额 × 申购日净值 × the rate for the years held on top of the redemption fee.
 */
import Big from 'big.js';

import type { OperationRateData } from '@/api/order/contract';
import type { TradingPoundageData } from '@/api/order/contract-orders';
import type { RedeemQuoteData } from '@/api/order/contract-redeem';

import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import {
  clockTo,
  confirmSummary,
  envelope,
  pay,
  purchase,
  ZHANG_ACCOUNT,
  zhangAt,
  zhangOnMondayForFile,
} from '../support';

let server: TestServer;
let zhang: HttpClient;
zhangOnMondayForFile((s) => ({ server, browser: zhang } = s));

const db = () => server.app.portal.db;
const half = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);
const rates = async (fundCode: string) =>
  (
    await zhang.get<OperationRateData>(
      `/v1/order/operationRate?fundCode=${fundCode}&businessType=Purchase&t=1`,
    )
  ).data;
const preview = (fundCode: string, feeMode: 'A' | 'B') =>
  zhang.post<TradingPoundageData | null>('/v1/order/tradingPoundage', {
    fundCode,
    businessType: 'Purchase',
    applySum: '10000.00',
    feeMode,
  });
/** 张三 confirms the fund's summary and orders back-end (B) shares of it: the answer. */
const orderB = async (fundCode: string, applySum: string) => {
  await confirmSummary(zhang, fundCode);
  return purchase(zhang, 'zhangSan', { fundCode, applySum, feeMode: 'B' });
};

describe('back-end (B) shares', () => {
  it('the order page learns the back-end schedule of a fund that offers B (970031), none for an A-only fund', async () => {
    expect((await rates('970031')).backEndRates).toEqual([
      { minDays: 0, maxDays: 365, rate: '1.8000' },
      { minDays: 365, maxDays: 1095, rate: '1.2000' },
      { minDays: 1095, maxDays: 1825, rate: '0.6000' },
      { minDays: 1825, maxDays: null, rate: '0.0000' },
    ]);
    expect((await rates('970011')).backEndRates).toEqual([]);
  });

  it('the fee preview of B is no fee now; B of a fund without back-end shares is refused with 该产品不支持后端收费', async () => {
    expect((await preview('970031', 'B')).data).toMatchObject({
      feeMode: 'B',
      fee: '0.00',
      netAmount: '10000.00',
    });
    const refused = await preview('970011', 'B');
    expect([refused.state, refused.message]).toEqual([400035, '该产品不支持后端收费']);
  });

  it('a B order of a fund without back-end shares is refused: 该产品不支持后端收费', async () => {
    const answer = await orderB('970011', '1000.00');
    expect(answer.message).toBe('该产品不支持后端收费');
    expect(answer.data).toBeNull();
  });

  it('a front-end lot pays no back-end fee: the seeded 970011 holding quotes backEndRate null', async () => {
    const answer = await zhang.request(
      'GET',
      `/v1/order/redeemQuote?fundCode=970011&tradeAccount=${ZHANG_ACCOUNT}&businessType=Redeem&applyShare=100.00&t=1`,
    );
    const quote = envelope<RedeemQuoteData>(answer).data;
    expect(quote.backEndFee).toBe('0.00');
    expect(quote.lots.every((lot) => lot.backEndRate === null && lot.backEndFee === null)).toBe(true);
  });

  it('a B order takes no fee, is stored and answered as B, its lot keeps B, and a redemption of it charges the back-end fee by years held on top of the redemption fee', async () => {
    const order = await orderB('970031', '10000.00');
    expect(order.message).toBe('下单成功');
    expect(order.data).toMatchObject({ feeMode: 'B', fee: '0.00', confirmDate: '20261124' });
    expect(db().get('SELECT fee_mode, fee FROM orders WHERE app_no = ?', [order.data.appNo])).toEqual({
      fee_mode: 'B',
      fee: '0.00',
    });

    await pay(zhang, order.data.appNo);
    // Registered on Tuesday, redeemable from Wednesday (S12): the session has long expired.
    await clockTo(zhang, '2026-11-24T10:00:00+08:00');
    const again = await zhangAt(server, '2026-11-25T10:00:00+08:00');
    const lot = db().get<{ fee_mode: string; shares: string; purchase_nav: string }>(
      'SELECT fee_mode, shares, purchase_nav FROM holding_lots WHERE app_no = ?',
      [order.data.appNo],
    );
    expect(lot?.fee_mode).toBe('B');
    // No fee was taken: the whole amount bought shares at the trade date's NAV.
    expect(lot?.shares).toBe(half(new Big('10000').div(lot?.purchase_nav ?? '1')));

    const shares = lot?.shares ?? '0';
    const answer = await again.request(
      'GET',
      `/v1/order/redeemQuote?fundCode=970031&tradeAccount=${ZHANG_ACCOUNT}&businessType=Redeem&applyShare=${shares}&t=1`,
    );
    const quote = envelope<RedeemQuoteData>(answer).data;
    // Held 1 day: redemption fee 1.5 % of shares × NAV, back-end fee 1.8 % of shares × purchase NAV.
    const redemption = new Big(shares).times(quote.nav).times('0.015');
    const backEnd = new Big(shares).times(lot?.purchase_nav ?? '0').times('0.018');
    expect(quote.lots).toEqual([
      expect.objectContaining({
        holdingDays: 1,
        rate: '1.5000',
        backEndRate: '1.8000',
        backEndFee: half(backEnd),
      }),
    ]);
    expect(quote.backEndFee).toBe(half(backEnd));
    expect(quote.fee).toBe(half(redemption.plus(backEnd)));
  });
});
