import type { TestServer } from '../../support/server';
import {
  confirmSummary,
  dividendTypeOf,
  MONDAY_10AM,
  newKey,
  purchase,
  serverAt,
  tradeBody,
  zhangAt,
  zhangBoughtAndPaid,
} from '../support';

jest.setTimeout(120000);

let server: TestServer;
afterAll(() => server?.close());

describe('money-market funds distribute their income by reinvestment only', () => {
  it('defaults a money-market purchase to reinvestment and refuses the cash method; other funds default to cash', async () => {
    server = await serverAt(MONDAY_10AM);
    const { zhang, order: money } = await zhangBoughtAndPaid(server, '970001', '500.00');
    await confirmSummary(zhang, '970031');
    const place = (fields: Record<string, unknown>) => purchase(zhang, 'zhangSan', fields);

    expect(money.state).toBe(200000);
    expect(dividendTypeOf(server, money.data.appNo)).toBe('0');
    const cash = await place({ fundCode: '970001', applySum: '500.00', dividendType: '1' });
    expect([cash.state, cash.message]).toEqual([
      400035,
      '货币市场基金的收益每日以红利再投资方式分配，不能选择现金分红',
    ]);

    const equity = await place({ fundCode: '970031', applySum: '1000.00' });
    expect(dividendTypeOf(server, equity.data.appNo)).toBe('1');

    // Confirmed on Tuesday (T+1): the holding reinvests, and a change to cash is refused.
    const again = await zhangAt(server, '2026-11-24T10:00:00+08:00');
    const change = await again.request(
      'PUT',
      '/v1/order/dividend',
      await tradeBody(again, 'zhangSan', { fundCode: '970001', shareType: 'A', dividendType: '1' }),
      { 'idempotency-key': newKey() },
    );
    expect(change.json).toMatchObject({
      state: 400035,
      message: '货币市场基金的收益每日以红利再投资方式分配，不能选择现金分红',
    });
  });
});
