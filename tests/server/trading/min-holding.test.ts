import type { RedeemFundData } from '@/api/fund/contract';
import type { AcceptedOrder } from '@/api/order/contract-orders';
import { DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';

import { encrypt } from '../support/portal';
import type { TestServer } from '../support/server';
import {
  clockTo,
  confirmSummary,
  investor,
  MONDAY_10AM,
  orderBody,
  pay,
  postOrder,
  serverAt,
  tradeAccountOf,
} from './support';

jest.setTimeout(120000);

let server: TestServer;
afterAll(() => server?.close());

describe('a fund with a minimum holding period (一年持有期 FOF 970062)', () => {
  it('keeps a lot out of the redeemable shares until its lock ends, shows its unlock date, and refuses its redemption', async () => {
    server = await serverAt(MONDAY_10AM);
    let zhang = await investor(server, 'zhangSan');
    await confirmSummary(zhang, '970062');
    const bought = (
      await postOrder(
        zhang,
        '/v1/order/purchase',
        await orderBody(zhang, 'zhangSan', { fundCode: '970062', applySum: '10000.00' }),
      )
    ).json as { state: number; data: AcceptedOrder; message: string };
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

    const redemption = (
      await postOrder(zhang, '/v1/order/redeem', {
        fundCode: '970062',
        tradeAccount: tradeAccountOf('zhangSan'),
        applyShare: '100.00',
        overLimit: '0',
        password: await encrypt(zhang, DEMO_TRADE_PASSWORD),
      })
    ).json as { state: number };
    expect(redemption.state).not.toBe(200000);
  });
});
