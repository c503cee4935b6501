import type { RedeemFundData } from '@/api/fund/contract';

import type { TestServer } from '../support/server';
import { clockTo, confirmSummary, investor, MONDAY_10AM, pay, purchase, redeem, serverAt } from './support';

jest.setTimeout(120000);

let server: TestServer;
afterAll(() => server?.close());

describe('a fund with a minimum holding period (一年持有期 FOF 970062)', () => {
  it('keeps a lot out of the redeemable shares until its lock ends, shows its unlock date, and refuses its redemption', async () => {
    server = await serverAt(MONDAY_10AM);
    let zhang = await investor(server, 'zhangSan');
    await confirmSummary(zhang, '970062');
    const bought = await purchase(zhang, 'zhangSan', { fundCode: '970062', applySum: '10000.00' });
    expect(bought.state).toBe(200000);
    await pay(zhang, bought.data.appNo);
    // FOF: registered on T+2, Wednesday 2026-11-25, by that day's batch.
    expect(bought.data.confirmDate).toBe('20261125');
    await clockTo(zhang, '2026-11-25T10:00:00+08:00');
    await clockTo(zhang, '2026-11-26T10:00:00+08:00');
    zhang = await investor(server, 'zhangSan', { fresh: true });

    const list = (await zhang.get<RedeemFundData>('/v1/fund/redeemFund?t=1')).data;
    const fof = list.holdings.find((holding) => holding.fundCode === '970062');
    expect(fof).toMatchObject({ availableShares: '0.00', redeemBusiness: 'Redeem' });
    expect(fof?.lots).toEqual([{ confirmDate: '20261125', shares: fof?.shares, unlockDate: '20271125' }]);

    const redemption = await redeem(zhang, 'zhangSan', {
      fundCode: '970062',
      applyShare: '100.00',
      overLimit: '0',
    });
    expect(redemption.state).not.toBe(200000);
  });
});
