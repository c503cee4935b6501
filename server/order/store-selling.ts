import type { DividendType, FeeMode } from '@/api/core/contract-trading';

import type { Context } from '../core/context';
import type { YyyyMmDd } from '../core/shanghai-day';
import type { OrderRow } from './store';

/** The SQL of selling and changing: holdings, their lots, redemptions and dividend changes in flight. */

export interface HoldingRow {
  account_id: number;
  trade_account: string;
  fund_code: string;
  shares: string;
  cost: string;
  dividend_type: DividendType;
  updated_date: string;
}

/** The investor's holdings with shares, by fund code then trade account; optionally one fund and account. */
export function holdingsOf(
  ctx: Context,
  accountId: number,
  only?: { fundCode: string; tradeAccount: string },
): HoldingRow[] {
  const filter = only ? ' AND fund_code = ? AND trade_account = ?' : '';
  return ctx.db.all<HoldingRow>(
    `SELECT * FROM holdings WHERE account_id = ? AND CAST(shares AS REAL) > 0${filter}
     ORDER BY fund_code, trade_account`,
    only ? [accountId, only.fundCode, only.tradeAccount] : [accountId],
  );
}

export interface LotRow {
  id: number;
  confirm_date: string;
  shares: string;
  fee_mode: FeeMode;
  purchase_nav: string;
  cost: string;
  /** Set on a lot of reinvested dividend shares. */
  dividend_id: number | null;
  /** 1 on a holding's carry-over lot of money-market income (store-income.ts). */
  carry_over: 0 | 1;
}

/** A holding's lots that still hold shares, oldest first (first in, first out). */
export function lotsOf(ctx: Context, accountId: number, tradeAccount: string, fundCode: string): LotRow[] {
  return ctx.db.all<LotRow>(
    `SELECT id, confirm_date, shares, fee_mode, purchase_nav, cost, dividend_id, carry_over FROM holding_lots
     WHERE account_id = ? AND trade_account = ? AND fund_code = ? AND CAST(shares AS REAL) > 0
     ORDER BY confirm_date, id`,
    [accountId, tradeAccount, fundCode],
  );
}

/** Shares of applied (not yet confirmed, not cancelled) redemptions of a holding: frozen until confirmed. */
export function frozenShares(
  ctx: Context,
  accountId: number,
  tradeAccount: string,
  fundCode: string,
): string[] {
  return ctx.db
    .all<{ apply_share: string }>(
      `SELECT apply_share FROM orders WHERE account_id = ? AND trade_account = ? AND fund_code = ?
       AND business_type IN ('Redeem', 'BookRedeem') AND state = 'applied'`,
      [accountId, tradeAccount, fundCode],
    )
    .map((row) => row.apply_share);
}

/** The dividend change of a holding not in effect yet (applied), if any. */
export function pendingDividendChange(
  ctx: Context,
  accountId: number,
  tradeAccount: string,
  fundCode: string,
): OrderRow | undefined {
  return ctx.db.get<OrderRow>(
    `SELECT * FROM orders WHERE account_id = ? AND trade_account = ? AND fund_code = ?
     AND business_type = 'BonusWay' AND state = 'applied' ORDER BY rowid DESC LIMIT 1`,
    [accountId, tradeAccount, fundCode],
  );
}

/** The investor's applied orders whose trade date is today or later (cancellable until its cut-off). */
export function appliedOrdersFrom(ctx: Context, accountId: number, fromTradeDate: YyyyMmDd): OrderRow[] {
  return ctx.db.all<OrderRow>(
    `SELECT * FROM orders WHERE account_id = ? AND state = 'applied' AND trade_date >= ?
     ORDER BY applied_at DESC, rowid DESC`,
    [accountId, fromTradeDate],
  );
}

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

export function setHoldingDividendType(
  ctx: Context,
  key: { accountId: number; tradeAccount: string; fundCode: string },
  dividendType: DividendType,
): void {
  ctx.db.run(
    'UPDATE holdings SET dividend_type = ? WHERE account_id = ? AND trade_account = ? AND fund_code = ?',
    [dividendType, key.accountId, key.tradeAccount, key.fundCode],
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
