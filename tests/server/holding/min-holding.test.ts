import type { RedeemFundData } from '@/api/fund/contract';
import { transaction } from '@/server/core/db/database';
import { Decimal } from '@/server/core/money';
import { seedPastPurchase } from '@/server/seed/demo-holdings';

import {
  clockTo,
  investor,
  MONDAY_10AM,
  redeem,
  serverAt,
  zhangAt,
  zhangBoughtAndPaid,
} from '../order/support';
import type { TestServer } from '../support/server';

const PLAN = '980012'; // 30天滚动持有, minimum 30万

jest.setTimeout(120000);

let server: TestServer;
afterEach(() => server?.close());

describe('a fund with a minimum holding period (一年持有期 FOF 970062)', () => {
  it('keeps a lot out of the redeemable shares until its lock ends, shows its unlock date, and refuses its redemption', async () => {
    server = await serverAt(MONDAY_10AM);
    const monday = await zhangBoughtAndPaid(server, '970062', '10000.00');
    const bought = monday.order;
    expect(bought.state).toBe(200000);
    let zhang = monday.zhang;
    // FOF: registered on T+2, Wednesday 2026-11-25, by that day's batch.
    expect(bought.data.confirmDate).toBe('20261125');
    await clockTo(zhang, '2026-11-25T10:00:00+08:00');
    zhang = await zhangAt(server, '2026-11-26T10:00:00+08:00');

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

describe('a private plan’s minimum holds for all shares held, locked lots included (trading-rules P3)', () => {
  it('980012: redeeming all of lot A on its rolling day, with lot B (5万) still locked, leaves less than 30万 and is refused', async () => {
    server = await serverAt(MONDAY_10AM);
    const ctx = server.app.portal;
    // Lot A 40万 registered 2026-10-23: its 30-day window is today; lot B 5万 registered 2026-11-20, locked.
    transaction(ctx, () => {
      seedPastPurchase(
        ctx,
        { who: 'zhouJiu', fundCode: PLAN, applySum: '400000.00', tradingDaysAgo: 22 },
        true,
      );
      seedPastPurchase(
        ctx,
        { who: 'zhouJiu', fundCode: PLAN, applySum: '50000.00', tradingDaysAgo: 2 },
        false,
      );
    });
    const zhou = await investor(server, 'zhouJiu');
    const list = (await zhou.get<RedeemFundData>('/v1/fund/redeemFund?t=1')).data;
    const plan = list.holdings.find((holding) => holding.fundCode === PLAN);
    const [lotA, lotB] = plan?.lots ?? [];
    expect(lotA).toMatchObject({ confirmDate: '20261023', unlockDate: '20261123' });
    expect(lotB).toMatchObject({ confirmDate: '20261120', unlockDate: '20261221' });
    expect(plan?.availableShares).toBe(lotA.shares);

    const sell = (applyShare: string) =>
      redeem(zhou, 'zhouJiu', { fundCode: PLAN, applyShare, overLimit: '0' });
    const left = new Decimal(lotB.shares).times(plan?.nav as string).toFixed(2);
    expect((await sell(lotA.shares)).message).toBe(
      `赎回后剩余持有金额约${left}元，低于本产品最低持有金额30万元，请全部赎回`,
    );
    // What keeps 30万 held (lot B counted) may leave.
    expect((await sell('100000.00')).state).toBe(200000);
  });
});
