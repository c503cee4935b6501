import type { DividendType, FeeMode } from '@/api/core/contract-trading';
import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';

/** The SQL of the dividend step: published ex-dates, the lots' history, the methods in force, settled rows. */

export interface ExDateRow {
  fund_code: string;
  ex_date: YyyyMmDd;
  per_share: string;
  nav: string;
}

/** Published ex-dates up to `through` of funds that had a lot registered by their end, oldest first. */
export function exDatesThrough(ctx: Context, through: YyyyMmDd): ExDateRow[] {
  return ctx.db.all<ExDateRow>(
    `SELECT n.fund_code, n.nav_date AS ex_date, n.dividend AS per_share, n.nav FROM fund_navs n
     WHERE n.dividend IS NOT NULL AND n.nav_date <= ?
       AND EXISTS (SELECT 1 FROM holding_lots l WHERE l.fund_code = n.fund_code AND l.confirm_date <= n.nav_date)
     ORDER BY n.nav_date, n.fund_code`,
    [through],
  );
}

export interface LotHistoryRow {
  id: number;
  account_id: number;
  trade_account: string;
  fee_mode: FeeMode;
  confirm_date: YyyyMmDd;
  shares: string;
}

/**
 * A fund's lots registered by the end of `day` (with what they hold now), except the shares reinvested from
 * that day's own dividend (they are dated the ex-date but are its result, not its base) and the carry-over
 * lots of money-market income (they grow after their date: lot-history.ts dates their shares day by day).
 */
export function lotsThrough(ctx: Context, fundCode: string, day: YyyyMmDd): LotHistoryRow[] {
  return ctx.db.all<LotHistoryRow>(
    `SELECT l.id, l.account_id, l.trade_account, l.fee_mode, l.confirm_date, l.shares FROM holding_lots l
     LEFT JOIN dividends d ON d.id = l.dividend_id
     WHERE l.fund_code = ? AND l.confirm_date <= ? AND l.carry_over = 0 AND (d.id IS NULL OR d.ex_date <> ?)
     ORDER BY l.id`,
    [fundCode, day, day],
  );
}

/** What each confirmed redemption took from a fund's lots, with the redemption's confirm date. */
export function lotTakes(
  ctx: Context,
  fundCode: string,
): Array<{ lot_id: number; shares: string; date: YyyyMmDd }> {
  return ctx.db.all(
    `SELECT r.lot_id, r.shares, c.confirm_date AS date FROM redemption_lots r
     JOIN holding_lots l ON l.id = r.lot_id JOIN confirmations c ON c.app_no = r.app_no
     WHERE l.fund_code = ?`,
    [fundCode],
  );
}

/** The holdings (account/trade account/share type) whose dividend of this ex-date is settled. */
export function settledOn(ctx: Context, fundCode: string, exDate: YyyyMmDd): Set<string> {
  const rows = ctx.db.all<{ account_id: number; trade_account: string; share_type: string }>(
    'SELECT account_id, trade_account, share_type FROM dividends WHERE fund_code = ? AND ex_date = ?',
    [fundCode, exDate],
  );
  return new Set(rows.map((r) => `${r.account_id}/${r.trade_account}/${r.share_type}`));
}

interface HoldingKey {
  accountId: number;
  tradeAccount: string;
  fundCode: string;
}

/** The method a holding was opened with: that of its first confirmed purchase (the holdings row took it). */
export function openingMethod(ctx: Context, key: HoldingKey): DividendType {
  const row = ctx.db.get<{ dividend_type: DividendType }>(
    `SELECT o.dividend_type FROM orders o JOIN confirmations c ON c.app_no = o.app_no
     WHERE o.account_id = ? AND o.trade_account = ? AND o.fund_code = ?
       AND o.business_type IN ('Purchase', 'Subscribe', 'BookPurchase') AND CAST(c.shares AS REAL) > 0
     ORDER BY c.confirm_date, c.confirmed_at, o.rowid LIMIT 1`,
    [key.accountId, key.tradeAccount, key.fundCode],
  );
  return row?.dividend_type ?? '1';
}

/** The holding's confirmed dividend-method changes, in the order they took effect. */
export function confirmedMethodChanges(
  ctx: Context,
  key: HoldingKey,
): Array<{ confirmDate: YyyyMmDd; method: DividendType }> {
  return ctx.db
    .all<{ confirm_date: YyyyMmDd; dividend_type: DividendType }>(
      `SELECT c.confirm_date, o.dividend_type FROM orders o JOIN confirmations c ON c.app_no = o.app_no
       WHERE o.account_id = ? AND o.trade_account = ? AND o.fund_code = ? AND o.business_type = 'BonusWay'
         AND o.state = 'confirmed'
       ORDER BY c.confirm_date, c.confirmed_at, o.rowid`,
      [key.accountId, key.tradeAccount, key.fundCode],
    )
    .map((r) => ({ confirmDate: r.confirm_date, method: r.dividend_type }));
}

export interface NewDividend extends HoldingKey {
  shareType: FeeMode;
  exDate: YyyyMmDd;
  shares: string;
  perShare: string;
  amount: string;
  method: DividendType;
  reinvestShares: string;
  nav: string;
  payDate: YyyyMmDd;
  settledDate: YyyyMmDd;
  at: number;
}

/** Writes a settled dividend and answers its id. */
export function insertDividend(ctx: Context, d: NewDividend): number {
  ctx.db.run(
    `INSERT INTO dividends (account_id, trade_account, fund_code, share_type, ex_date, shares, per_share, amount,
      dividend_type, reinvest_shares, nav, pay_date, settled_date, settled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      d.accountId,
      d.tradeAccount,
      d.fundCode,
      d.shareType,
      d.exDate,
      d.shares,
      d.perShare,
      d.amount,
      d.method,
      d.reinvestShares,
      d.nav,
      d.payDate,
      d.settledDate,
      d.at,
    ],
  );
  const row = ctx.db.get<{ id: number }>(
    `SELECT id FROM dividends WHERE account_id = ? AND trade_account = ? AND fund_code = ? AND share_type = ?
     AND ex_date = ?`,
    [d.accountId, d.tradeAccount, d.fundCode, d.shareType, d.exDate],
  );
  return row?.id ?? 0;
}

export interface DividendRow {
  id: number;
  account_id: number;
  trade_account: string;
  fund_code: string;
  share_type: FeeMode;
  ex_date: YyyyMmDd;
  shares: string;
  per_share: string;
  amount: string;
  dividend_type: DividendType;
  reinvest_shares: string;
  nav: string;
  pay_date: YyyyMmDd;
}

/** The settled dividends of an investor's trade accounts, oldest first. */
export function dividendsOf(
  ctx: Context,
  accountId: number,
  tradeAccounts: readonly string[],
): DividendRow[] {
  if (tradeAccounts.length === 0) return [];
  return ctx.db.all<DividendRow>(
    `SELECT id, account_id, trade_account, fund_code, share_type, ex_date, shares, per_share, amount,
       dividend_type, reinvest_shares, nav, pay_date FROM dividends
     WHERE account_id = ? AND trade_account IN (${tradeAccounts.map(() => '?').join(',')})
     ORDER BY ex_date, fund_code, trade_account, share_type`,
    [accountId, ...tradeAccounts],
  );
}
