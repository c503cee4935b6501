import type { RedeemFundData } from '@/api/fund/contract';

import type { TestServer } from '../../support/server';
import { MONDAY_10AM, redeem, serverAt, ZHANG_ACCOUNT, zhangAt, zhangBoughtAndPaid } from '../support';

jest.setTimeout(120000);

let server: TestServer;
afterEach(() => server?.close());

describe('S12: purchased shares are redeemable from the day the timeline promised', () => {
  it('a purchase of Monday (available Wednesday) cannot be redeemed on Tuesday, its registration day, and can on Wednesday', async () => {
    server = await serverAt(MONDAY_10AM);
    const monday = await zhangBoughtAndPaid(server, '970031', '10000.00');
    expect(monday.order.data).toMatchObject({ confirmDate: '20261124', availableDate: '20261125' });
    let zhang = monday.zhang;
    const holding = async () =>
      (await zhang.get<RedeemFundData>('/v1/fund/redeemFund?t=1')).data.holdings.find(
        (h) => h.fundCode === '970031' && h.tradeAccount === ZHANG_ACCOUNT,
      );

    zhang = await zhangAt(server, '2026-11-24T10:00:00+08:00');
    const tuesday = await holding();
    expect(Number(tuesday?.shares)).toBeGreaterThan(0);
    expect(tuesday?.availableShares).toBe('0.00');
    const early = await redeem(zhang, 'zhangSan', {
      fundCode: '970031',
      applyShare: tuesday?.shares,
      overLimit: '1',
    });
    expect(early.state).not.toBe(200000);

    zhang = await zhangAt(server, '2026-11-25T10:00:00+08:00');
    const wednesday = await holding();
    expect(wednesday?.availableShares).toBe(wednesday?.shares);
    const sold = await redeem(zhang, 'zhangSan', {
      fundCode: '970031',
      applyShare: wednesday?.shares,
      overLimit: '1',
    });
    expect([sold.state, sold.data.tradeDate]).toEqual([200000, '20261125']);
  });
});
