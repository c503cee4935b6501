import Big from 'big.js';

import type { PlanReplayData } from '@/api/order/contract-plans';
import { replayPlan } from '@/server/order/plan/replay';

import { navPoint } from '../../fund/support';
import type { TestServer } from '../../support/server';
import { investorAt, MONDAY_10AM } from '../support';

/** 定投测算 (issue 42 item 1): the plan replayed over published NAVs as the live plan would have run. */
jest.setTimeout(120000);

/** 1% taken from every debit, like a front-end fee at a flat rate. */
const onePercent = (amount: Big) => {
  const net = amount.div('1.01').round(2, Big.roundHalfUp);
  return { fee: amount.minus(net), net };
};

type Replay = Parameters<typeof replayPlan>[0];

/** The plan replayed over `history` from `from` through `to`: a debit of `amount` each period, 1% of it the fee. */
const replay = (
  history: Replay['history'],
  cycle: Replay['cycle'],
  amount: string,
  from: string,
  to: string,
) => replayPlan({ history, cycle, amount: new Big(amount), from, to, feeOf: onePercent });

describe('the 定投 replay rule', () => {
  it('debits each period on its date, or on the next day with a NAV when the exchanges are closed', () => {
    // Monthly on the 3rd: 2026-01-03 is a Saturday, so January's debit is Monday the 5th.
    const history = [
      navPoint('20260102', '1.0000'),
      navPoint('20260105', '1.0000'),
      navPoint('20260203', '1.2500'),
    ];
    const result = replay(history, { frequency: 'monthly', day: 3 }, '1010', '20260101', '20260228');
    expect(result.points.map((p) => [p.date, p.invested.toFixed(2), p.value.toFixed(2)])).toEqual([
      ['20260105', '1010.00', '1000.00'],
      ['20260203', '2020.00', '2250.00'],
    ]);
    expect([
      result.periods,
      result.fees.toFixed(2),
      result.shares.toFixed(2),
      result.value.toFixed(2),
    ]).toEqual([2, '20.00', '1800.00', '2250.00']);
  });

  it('debits once a day: two periods falling on the same trading day after a long closing make one debit', () => {
    // Weekly on Monday; no NAV from 02-09 to 02-20 (a holiday): the periods of 02-09 and 02-16 meet on 02-23.
    const history = [navPoint('20260202', '1.0000'), navPoint('20260223', '1.0000')];
    const result = replay(history, { frequency: 'weekly', day: 1 }, '101', '20260201', '20260223');
    expect(result.points.map((p) => p.date)).toEqual(['20260202', '20260223']);
    expect(result.invested.toFixed(2)).toBe('202.00');
  });

  it('reinvests a dividend at its ex-date NAV and values the shares at the last NAV of the window', () => {
    const history = [
      navPoint('20260105', '1.0000'),
      navPoint('20260110', '2.0000', '0.2000'),
      navPoint('20260120', '2.5000'),
    ];
    const result = replay(history, { frequency: 'monthly', day: 5 }, '1010', '20260101', '20260131');
    // 1000 shares, then 1000 × 0.2 ÷ 2.0 = 100 more; worth 1100 × 2.5.
    expect([result.shares.toFixed(2), result.value.toFixed(2), result.periods]).toEqual([
      '1100.00',
      '2750.00',
      1,
    ]);
  });
});

describe('POST /v1/plan/replay', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('replays a plan over the fund’s last year of NAVs with the online fee; refuses what a plan cannot be', async () => {
    const setup = await investorAt(MONDAY_10AM, 'zhangSan');
    server = setup.server;
    const zhang = setup.browser;
    const body = { fundCode: '970011', amount: '1000.00', frequency: 'monthly', day: 10, years: '1' };
    const answer = await zhang.post<PlanReplayData>('/v1/plan/replay', body);
    expect(answer.state).toBe(200000);
    const data = answer.data;
    expect(data.periods).toBe(12);
    expect(data.invested).toBe('12000.00');
    expect(data.points).toHaveLength(12);
    expect(data.points.every((p) => p.date >= '20251124' && p.date <= '20261123')).toBe(true);
    expect(new Big(data.fees).gt(0)).toBe(true);
    expect(new Big(data.value).minus(data.invested).toFixed(2)).toBe(data.profit);
    expect(data.returnRate).toBe(
      new Big(data.profit).div(data.invested).times(100).toFixed(2, Big.roundHalfUp),
    );

    for (const [change, message] of [
      [{ fundCode: '970003' }, '该基金暂不支持定投'],
      [{ amount: '50.00' }, '每期定投金额不能低于100元'],
      [{ day: 29 }, '每月定投扣款日请选择1日至28日中的一天'],
    ] as const) {
      const refused = await zhang.post('/v1/plan/replay', { ...body, ...change });
      expect([refused.data, refused.message]).toEqual([null, message]);
    }
    const badYears = await zhang.post('/v1/plan/replay', { ...body, years: '2' });
    expect(badYears.state).toBe(400000);
  });
});
