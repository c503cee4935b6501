import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';

/** The SQL a confirmed redeem writes: the lots it took shares from, and the holding. */

export function setLotShares(ctx: Context, lotId: number, shares: string, cost: string): void {
  ctx.db.run('UPDATE holding_lots SET shares = ?, cost = ? WHERE id = ?', [shares, cost, lotId]);
}

export function setHolding(
  ctx: Context,
  key: { accountId: number; tradeAccount: string; fundCode: string },
  values: { shares: string; cost: string; updatedDate: YyyyMmDd },
): void {
  ctx.db.run(
    'UPDATE holdings SET shares = ?, cost = ?, updated_date = ? WHERE account_id = ? AND trade_account = ? AND fund_code = ?',
    [values.shares, values.cost, values.updatedDate, key.accountId, key.tradeAccount, key.fundCode],
  );
}

export interface RedeemedLot {
  appNo: string;
  lotId: number;
  shares: string;
  holdingDays: number;
  rate: string;
  fee: string;
}

export function insertRedeemedLot(ctx: Context, lot: RedeemedLot): void {
  ctx.db.run(
    'INSERT INTO redemption_lots (app_no, lot_id, shares, holding_days, rate, fee) VALUES (?, ?, ?, ?, ?, ?)',
    [lot.appNo, lot.lotId, lot.shares, lot.holdingDays, lot.rate, lot.fee],
  );
}
