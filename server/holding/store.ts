import type { DividendType, FeeMode } from '@/api/core/contract-trading';
import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../core/context';
import { Decimal } from '../core/money';

/**
 * The SQL of what is held: holdings, their lots, the lots a confirmation adds, and the shares frozen by redeem
 * orders in flight.
 */

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
  /** 1 on a holding's carry-over lot of money-market income (dividend/store-income.ts). */
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

/**
 * Shares of applied (not yet confirmed, not cancelled) redemptions and switches out of a holding: frozen
 * until confirmed.
 */
export function frozenShares(
  ctx: Context,
  accountId: number,
  tradeAccount: string,
  fundCode: string,
): string[] {
  return ctx.db
    .all<{ apply_share: string }>(
      `SELECT apply_share FROM orders WHERE account_id = ? AND trade_account = ? AND fund_code = ?
       AND business_type IN ('Redeem', 'BookRedeem', 'SwitchOut') AND state = 'applied'`,
      [accountId, tradeAccount, fundCode],
    )
    .map((row) => row.apply_share);
}

export interface NewLot {
  accountId: number;
  tradeAccount: string;
  fundCode: string;
  /** The purchase confirmed; null for reinvested dividend shares (dividendId then says which). */
  appNo: string | null;
  dividendId?: number;
  confirmDate: YyyyMmDd;
  shares: string;
  feeMode: string;
  purchaseNav: string;
  cost: string;
  dividendType: string;
}

/**
 * A confirmed purchase's shares, or a dividend's reinvested ones: their own lot, and the holding of the fund
 * grows by them.
 */
export function addLot(ctx: Context, lot: NewLot): void {
  ctx.db.run(
    `INSERT INTO holding_lots (account_id, trade_account, fund_code, app_no, dividend_id, confirm_date, shares,
      fee_mode, purchase_nav, cost) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      lot.accountId,
      lot.tradeAccount,
      lot.fundCode,
      lot.appNo,
      lot.dividendId ?? null,
      lot.confirmDate,
      lot.shares,
      lot.feeMode,
      lot.purchaseNav,
      lot.cost,
    ],
  );
  const key = [lot.accountId, lot.tradeAccount, lot.fundCode];
  const held = ctx.db.get<{ shares: string; cost: string }>(
    'SELECT shares, cost FROM holdings WHERE account_id = ? AND trade_account = ? AND fund_code = ?',
    key,
  );
  if (!held) {
    ctx.db.run(
      `INSERT INTO holdings (account_id, trade_account, fund_code, shares, cost, dividend_type, updated_date)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [...key, lot.shares, lot.cost, lot.dividendType, lot.confirmDate],
    );
    return;
  }
  ctx.db.run(
    'UPDATE holdings SET shares = ?, cost = ?, updated_date = ? WHERE account_id = ? AND trade_account = ? AND fund_code = ?',
    [
      new Decimal(held.shares).plus(lot.shares).toFixed(2),
      new Decimal(held.cost).plus(lot.cost).toFixed(2),
      lot.confirmDate,
      ...key,
    ],
  );
}
