import type { ConfirmStatus } from '@/api/order/contract-orders';
import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';
import type { NewOrder } from './store';

/** What the batch writes: 0 failed, 1 confirmed, 2 partly confirmed. */
export type BatchConfirmStatus = Extract<ConfirmStatus, '0' | '1' | '2'>;

export interface TradeRecord {
  accountId: number;
  tradeAccount: string;
  fundCode: string;
  /** The order the money moved for; null for a dividend (dividendId then says which). */
  appNo: string | null;
  dividendId?: number;
  kind: 'apply' | 'confirm' | 'refund' | 'dividend';
  amount: string;
  shares: string;
  recordDate: YyyyMmDd;
  at: number;
}

export function insertTradeRecord(ctx: Context, r: TradeRecord): void {
  ctx.db.run(
    `INSERT INTO trade_records (account_id, trade_account, fund_code, app_no, dividend_id, kind, amount, shares,
      record_date, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      r.accountId,
      r.tradeAccount,
      r.fundCode,
      r.appNo,
      r.dividendId ?? null,
      r.kind,
      r.amount,
      r.shares,
      r.recordDate,
      r.at,
    ],
  );
}

/** The 'apply' trade record of an order just placed: its investor, trade account and fund, on its apply date and instant. */
export function insertApplyRecord(
  ctx: Context,
  appNo: string,
  order: Pick<NewOrder, 'account_id' | 'trade_account' | 'fund_code' | 'apply_date' | 'applied_at'>,
  moved: { amount: string; shares: string },
): void {
  insertTradeRecord(ctx, {
    accountId: order.account_id,
    tradeAccount: order.trade_account,
    fundCode: order.fund_code,
    appNo,
    kind: 'apply',
    amount: moved.amount,
    shares: moved.shares,
    recordDate: order.apply_date,
    at: order.applied_at,
  });
}

/** The money an order's application took in (its 'apply' record), if any. */
export function amountPaidIn(ctx: Context, appNo: string): string | null {
  const row = ctx.db.get<{ amount: string }>(
    "SELECT amount FROM trade_records WHERE app_no = ? AND kind = 'apply' AND CAST(amount AS REAL) > 0",
    [appNo],
  );
  return row?.amount ?? null;
}

export interface Confirmation {
  appNo: string;
  accountId: number;
  fundCode: string;
  confirmDate: YyyyMmDd;
  confirmStatus: BatchConfirmStatus;
  confirmedAmount: string;
  refund: string;
  fee: string;
  nav: string | null;
  shares: string;
  reason: string | null;
  at: number;
}

/** The confirmation of an order's row: its number, investor and fund, with what was decided for it. */
export const confirmationOf = (
  order: { app_no: string; account_id: number; fund_code: string },
  decided: Omit<Confirmation, 'appNo' | 'accountId' | 'fundCode'>,
): Confirmation => ({
  appNo: order.app_no,
  accountId: order.account_id,
  fundCode: order.fund_code,
  ...decided,
});

/** A confirmation that moves neither money nor shares: an order made invalid, a dividend-method change. */
export const NOTHING_MOVED = {
  confirmedAmount: '0.00',
  refund: '0.00',
  fee: '0.00',
  nav: null,
  shares: '0.00',
} as const;

export function insertConfirmation(ctx: Context, c: Confirmation): void {
  ctx.db.run(
    `INSERT INTO confirmations (app_no, account_id, fund_code, confirm_date, confirm_status, confirmed_amount, refund,
      fee, nav, shares, reason, confirmed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      c.appNo,
      c.accountId,
      c.fundCode,
      c.confirmDate,
      c.confirmStatus,
      c.confirmedAmount,
      c.refund,
      c.fee,
      c.nav,
      c.shares,
      c.reason,
      c.at,
    ],
  );
}

/** What the investor's confirmed purchases of a fund with this trade date already took (for the daily cap). */
export function confirmedAmounts(
  ctx: Context,
  accountId: number,
  fundCode: string,
  tradeDate: YyyyMmDd,
): string[] {
  return ctx.db
    .all<{ amount: string }>(
      `SELECT c.confirmed_amount AS amount FROM confirmations c JOIN orders o ON o.app_no = c.app_no
       WHERE o.account_id = ? AND o.fund_code = ? AND o.trade_date = ?
       AND o.business_type IN ('Purchase', 'Subscribe', 'BookPurchase')`,
      [accountId, fundCode, tradeDate],
    )
    .map((row) => row.amount);
}
