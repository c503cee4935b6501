import Big from 'big.js';

import type { HoldData } from '@/api/account/contract-assets';
import type { RedeemFundData } from '@/api/fund/contract';

import { ZHANG_ACCOUNT, zhangOnMondayForFile } from '../order/support';
import type { HttpClient } from '../support/http-client';
import type { TestServer } from '../support/server';

let server: TestServer;
let zhang: HttpClient;
zhangOnMondayForFile((s) => ({ server, browser: zhang } = s));

const FUND = '970011';

async function bothPages() {
  const hold = (await zhang.get<HoldData>('/v1/account/hold?t=1')).data;
  const list = (await zhang.get<RedeemFundData>('/v1/fund/redeemFund?t=1')).data;
  return {
    assets: hold.holdings.find((h) => h.fundCode === FUND),
    redeem: list.holdings.find((h) => h.fundCode === FUND),
  };
}

function lotsOfZhang() {
  return server.app.portal.db.all<{ id: number; shares: string }>(
    `SELECT id, shares FROM holding_lots WHERE fund_code = ? AND trade_account = ? AND CAST(shares AS REAL) > 0
     ORDER BY id`,
    [FUND, ZHANG_ACCOUNT],
  );
}

describe('what is held: one model, the registrar lots, for the assets page and the redeem list', () => {
  it('the assets page and the redeem list show the shares of the holding lots, also after the registrar corrects a lot', async () => {
    const before = await bothPages();
    const lotTotal = () =>
      lotsOfZhang()
        .reduce((sum, lot) => sum.plus(lot.shares), new Big(0))
        .toFixed(2);
    expect(before.assets?.shares).toBe(lotTotal());
    expect(before.redeem?.shares).toBe(lotTotal());

    // A correction on the registrar's side: one lot holds 100 shares more (no new confirmation).
    const [lot] = lotsOfZhang();
    server.app.portal.db.run('UPDATE holding_lots SET shares = ? WHERE id = ?', [
      new Big(lot.shares).plus(100).toFixed(2),
      lot.id,
    ]);
    const after = await bothPages();
    expect(after.assets?.shares).toBe(new Big(before.assets?.shares ?? '0').plus(100).toFixed(2));
    expect(after.redeem?.shares).toBe(after.assets?.shares);
    // Valued the same way on both: the lots' shares at the latest NAV.
    expect(after.assets?.marketValue).toBe(after.redeem?.marketValue);
    expect(after.assets?.holdingIncome).toBe(
      new Big(after.assets?.marketValue ?? '0').minus(after.assets?.cost ?? '0').toFixed(2),
    );
  });
});
