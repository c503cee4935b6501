import type { CapitalMode, DeductStatus, DividendType } from '@/api/core/contract-trading';
import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../core/context';

/** The SQL of the asset views: trade accounts by channel, confirmed flows, orders in transit and records. */

export type Channel = 'direct' | 'consignment';

export function tradeAccountsOf(ctx: Context, accountId: number, channel: Channel): string[] {
  const listed = channel === 'consignment' ? 'IN' : 'NOT IN';
  return ctx.db
    .all<{ trade_account: string }>(
      `SELECT trade_account FROM trade_accounts WHERE account_id = ?
       AND trade_account ${listed} (SELECT trade_account FROM consignment_accounts) ORDER BY trade_account`,
      [accountId],
    )
    .map((row) => row.trade_account);
}

export function markConsignment(ctx: Context, tradeAccount: string): void {
  ctx.db.run('INSERT OR IGNORE INTO consignment_accounts (trade_account) VALUES (?)', [tradeAccount]);
}

export interface FlowRow {
  trade_account: string;
  fund_code: string;
  business_type: string;
  confirm_date: YyyyMmDd;
  shares: string;
  confirmed_amount: string;
  fee: string;
}

/** Every confirmation that moved shares, of these trade accounts, oldest first. */
export function confirmedFlows(ctx: Context, accountId: number, tradeAccounts: readonly string[]): FlowRow[] {
  if (tradeAccounts.length === 0) return [];
  return ctx.db.all<FlowRow>(
    `SELECT o.trade_account, c.fund_code, o.business_type, c.confirm_date, c.shares, c.confirmed_amount, c.fee
     FROM confirmations c JOIN orders o ON o.app_no = c.app_no
     WHERE c.account_id = ? AND o.trade_account IN (${tradeAccounts.map(() => '?').join(',')})
       AND CAST(c.shares AS REAL) > 0
     ORDER BY c.confirm_date, c.app_no`,
    [accountId, ...tradeAccounts],
  );
}

/** The dividend method of each holding (the holdings table keeps the one in effect). */
export function dividendTypes(ctx: Context, accountId: number): Map<string, DividendType> {
  const rows = ctx.db.all<{ trade_account: string; fund_code: string; dividend_type: DividendType }>(
    'SELECT trade_account, fund_code, dividend_type FROM holdings WHERE account_id = ?',
    [accountId],
  );
  return new Map(rows.map((r) => [`${r.trade_account}/${r.fund_code}`, r.dividend_type]));
}

export interface OrderRecordRow {
  app_no: string;
  account_id: number;
  trade_account: string;
  fund_code: string;
  business_type: string;
  state: string;
  apply_sum: string;
  apply_share: string | null;
  apply_date: string;
  apply_time: string;
  trade_date: string;
  confirm_date: string;
  available_date: string;
  payout_date: string | null;
  dividend_type: string;
  capital_mode: CapitalMode;
  paid_at: number | null;
  remit_dead_date: string | null;
  remittance_time: string | null;
  bank_no: string | null;
  bank_account: string | null;
  deduct_status: DeductStatus | null;
}

export interface RecordFilter {
  tradeAccounts: readonly string[];
  beginDate?: YyyyMmDd;
  endDate?: YyyyMmDd;
  fundCode?: string;
  businessType?: string;
  /** Only orders in this state (the orders in transit: applied). */
  state?: string;
}

function where(accountId: number, f: RecordFilter, dateColumn: string) {
  const clauses = [`o.account_id = ?`, `o.trade_account IN (${f.tradeAccounts.map(() => '?').join(',')})`];
  const params: Array<string | number> = [accountId, ...f.tradeAccounts];
  const add = (clause: string, value: string | undefined) => {
    if (value === undefined) return;
    clauses.push(clause);
    params.push(value);
  };
  add(`${dateColumn} >= ?`, f.beginDate);
  add(`${dateColumn} <= ?`, f.endDate);
  add('o.fund_code = ?', f.fundCode);
  add('o.business_type = ?', f.businessType);
  add('o.state = ?', f.state);
  return { sql: clauses.join(' AND '), params };
}

/** One page of the investor's orders (newest first) and how many match. */
export function orderRecords(
  ctx: Context,
  accountId: number,
  f: RecordFilter,
  page: { offset: number; limit: number },
): { total: number; rows: OrderRecordRow[] } {
  if (f.tradeAccounts.length === 0) return { total: 0, rows: [] };
  const w = where(accountId, f, 'o.apply_date');
  const total =
    ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM orders o WHERE ${w.sql}`, w.params)?.n ?? 0;
  const rows = ctx.db.all<OrderRecordRow>(
    `SELECT * FROM orders o WHERE ${w.sql} ORDER BY o.applied_at DESC, o.app_no DESC LIMIT ? OFFSET ?`,
    [...w.params, page.limit, page.offset],
  );
  return { total, rows };
}

export interface ConfirmationRecordRow {
  app_no: string;
  trade_account: string;
  fund_code: string;
  business_type: string;
  confirm_date: string;
  confirm_status: string;
  confirmed_amount: string;
  refund: string;
  fee: string;
  nav: string | null;
  shares: string;
  reason: string | null;
}

/** One page of the investor's confirmations (newest first) and how many match. */
export function confirmationRecords(
  ctx: Context,
  accountId: number,
  f: RecordFilter,
  page: { offset: number; limit: number },
): { total: number; rows: ConfirmationRecordRow[] } {
  if (f.tradeAccounts.length === 0) return { total: 0, rows: [] };
  const w = where(accountId, f, 'c.confirm_date');
  const from = 'FROM confirmations c JOIN orders o ON o.app_no = c.app_no';
  const total = ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n ${from} WHERE ${w.sql}`, w.params)?.n ?? 0;
  const rows = ctx.db.all<ConfirmationRecordRow>(
    `SELECT c.app_no, o.trade_account, c.fund_code, o.business_type, c.confirm_date, c.confirm_status,
       c.confirmed_amount, c.refund, c.fee, c.nav, c.shares, c.reason
     ${from} WHERE ${w.sql} ORDER BY c.confirm_date DESC, c.app_no DESC LIMIT ? OFFSET ?`,
    [...w.params, page.limit, page.offset],
  );
  return { total, rows };
}
