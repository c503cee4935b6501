import type { FeeMode } from '@/api/core/contract-trading';
import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';
import { Decimal } from '../../core/money';

/** The SQL of money-market income: the daily register (money_market_income) and the carry-over lots. */

export interface HoldingKey {
  accountId: number;
  tradeAccount: string;
  fundCode: string;
}

/** A fund's holdings (those emptied too), with their shares now and their last registered income day. */
export function incomeHoldings(
  ctx: Context,
  fundCode: string,
): Array<{ account_id: number; trade_account: string; shares: string; last: YyyyMmDd | null }> {
  return ctx.db.all(
    `SELECT h.account_id, h.trade_account, h.shares,
       (SELECT MAX(i.income_date) FROM money_market_income i WHERE i.account_id = h.account_id
         AND i.trade_account = h.trade_account AND i.fund_code = h.fund_code) AS last
     FROM holdings h WHERE h.fund_code = ? ORDER BY h.account_id, h.trade_account`,
    [fundCode],
  );
}

export interface CarryOverLotRow {
  id: number;
  account_id: number;
  trade_account: string;
  fee_mode: FeeMode;
  confirm_date: YyyyMmDd;
}

/** The carry-over lots of a fund's holdings (one per holding that was ever credited any income). */
export function carryOverLots(ctx: Context, fundCode: string): CarryOverLotRow[] {
  return ctx.db.all<CarryOverLotRow>(
    `SELECT id, account_id, trade_account, fee_mode, confirm_date FROM holding_lots
     WHERE fund_code = ? AND carry_over = 1 ORDER BY id`,
    [fundCode],
  );
}

export interface IncomeAddition {
  account_id: number;
  trade_account: string;
  income_date: YyyyMmDd;
  income_shares: string;
}

/** The shares a fund's registered income added to its holders through `through`, oldest first. */
export function incomeAdditions(ctx: Context, fundCode: string, through: YyyyMmDd): IncomeAddition[] {
  return ctx.db.all<IncomeAddition>(
    `SELECT account_id, trade_account, income_date, income_shares FROM money_market_income
     WHERE fund_code = ? AND income_date <= ? AND CAST(income_shares AS REAL) > 0 ORDER BY income_date`,
    [fundCode, through],
  );
}

export interface IncomeRow {
  income_date: YyyyMmDd;
  shares: string;
  myriad_income: string;
  income_shares: string;
  registered_date: YyyyMmDd;
}

/** An investor's registered income of the given trade accounts, oldest first. */
export function incomeOf(
  ctx: Context,
  accountId: number,
  tradeAccounts: readonly string[],
): Array<IncomeRow & { trade_account: string; fund_code: string }> {
  if (tradeAccounts.length === 0) return [];
  return ctx.db.all(
    `SELECT trade_account, fund_code, income_date, shares, myriad_income, income_shares, registered_date
     FROM money_market_income
     WHERE account_id = ? AND trade_account IN (${tradeAccounts.map(() => '?').join(',')})
     ORDER BY income_date, fund_code, trade_account`,
    [accountId, ...tradeAccounts],
  );
}

/** The income shares registered for a holding after an instant (the batch's registration time). */
export function incomeRegisteredAfter(ctx: Context, key: HoldingKey, at: number): string[] {
  return ctx.db
    .all<{ income_shares: string }>(
      `SELECT income_shares FROM money_market_income
       WHERE account_id = ? AND trade_account = ? AND fund_code = ? AND registered_at > ?`,
      [key.accountId, key.tradeAccount, key.fundCode, at],
    )
    .map((row) => row.income_shares);
}

export interface NewIncome extends HoldingKey {
  incomeDate: YyyyMmDd;
  shares: string;
  myriadIncome: string;
  incomeShares: string;
  registeredDate: YyyyMmDd;
  at: number;
}

/** Registers one day's income of a holding (the primary key refuses a second registration of the day). */
export function insertIncome(ctx: Context, row: NewIncome): void {
  ctx.db.run(
    `INSERT INTO money_market_income (account_id, trade_account, fund_code, income_date, shares, myriad_income,
      income_shares, registered_date, registered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.accountId,
      row.tradeAccount,
      row.fundCode,
      row.incomeDate,
      row.shares,
      row.myriadIncome,
      row.incomeShares,
      row.registeredDate,
      row.at,
    ],
  );
}

/**
 * Carries income shares into the holding: its carry-over lot grows (made, without cost, dated the first
 * day it receives anything, with the holding's share type), and so does the holding.
 */
export function carryOver(
  ctx: Context,
  key: HoldingKey,
  lot: { shares: string; firstDate: YyyyMmDd; feeMode: string; nav: string; lastDate: YyyyMmDd },
): void {
  const owner = [key.accountId, key.tradeAccount, key.fundCode];
  const existing = ctx.db.get<{ id: number; shares: string }>(
    `SELECT id, shares FROM holding_lots
     WHERE account_id = ? AND trade_account = ? AND fund_code = ? AND carry_over = 1`,
    owner,
  );
  if (existing) {
    ctx.db.run('UPDATE holding_lots SET shares = ? WHERE id = ?', [
      new Decimal(existing.shares).plus(lot.shares).toFixed(2),
      existing.id,
    ]);
  } else {
    ctx.db.run(
      `INSERT INTO holding_lots (account_id, trade_account, fund_code, carry_over, confirm_date, shares, fee_mode,
        purchase_nav, cost) VALUES (?, ?, ?, 1, ?, ?, ?, ?, '0.00')`,
      [...owner, lot.firstDate, lot.shares, lot.feeMode, lot.nav],
    );
  }
  const held = ctx.db.get<{ shares: string }>(
    'SELECT shares FROM holdings WHERE account_id = ? AND trade_account = ? AND fund_code = ?',
    owner,
  );
  if (!held) return;
  ctx.db.run(
    `UPDATE holdings SET shares = ?, updated_date = MAX(updated_date, ?)
     WHERE account_id = ? AND trade_account = ? AND fund_code = ?`,
    [new Decimal(held.shares).plus(lot.shares).toFixed(2), lot.lastDate, ...owner],
  );
}
