import type {
  BusinessType,
  CapitalMode,
  DeductStatus,
  DividendType,
  FeeMode,
  OverLimit,
} from '@/api/core/contract-trading';
import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';
import { RuleError } from '../../core/rule-error';
import { clockText } from './clock';
import type { OrderState } from './order-machine';

export interface OrderRow {
  app_no: string;
  account_id: number;
  trade_account: string;
  fund_code: string;
  business_type: BusinessType;
  state: OrderState;
  apply_sum: string;
  fee_mode: FeeMode;
  list_fee: string;
  fee: string;
  capital_mode: CapitalMode;
  bank_no: string | null;
  bank_account: string | null;
  dividend_type: DividendType;
  first_purchase: number;
  applied_at: number;
  apply_date: string;
  apply_time: string;
  trade_date: string;
  confirm_date: string;
  available_date: string;
  remit_dead_date: string | null;
  remittance_time: string | null;
  session_hash: string;
  confirmed_at: number | null;
  /** When the money arrived (fast pay: when placed; a bank transfer: when the bank reported it); null: not yet. */
  paid_at: number | null;
  /** Fast pay: the bank's answer to the debit (DEDUCT_STATUS, '3' 扣款成功); null for a bank transfer. */
  deduct_status: DeductStatus | null;
  /** Redemptions: the shares applied for, the over-limit choice and the payout date (T+n trading days). */
  apply_share: string | null;
  over_limit: OverLimit | null;
  payout_date: string | null;
}

export type NewOrder = Omit<
  OrderRow,
  | 'app_no'
  | 'state'
  | 'confirmed_at'
  | 'apply_share'
  | 'over_limit'
  | 'payout_date'
  | 'paid_at'
  | 'deduct_status'
> &
  Partial<Pick<OrderRow, 'apply_share' | 'over_limit' | 'payout_date' | 'paid_at' | 'deduct_status'>>;

/** When an order was placed (the instant, its date and Shanghai clock time) and its trade, confirm and available dates. */
export function placedOrderDates(
  now: number,
  dates: { applyDate: YyyyMmDd; tradeDate: YyyyMmDd; confirmDate: YyyyMmDd; availableDate: YyyyMmDd },
): Pick<
  NewOrder,
  'applied_at' | 'apply_date' | 'apply_time' | 'trade_date' | 'confirm_date' | 'available_date'
> {
  return {
    applied_at: now,
    apply_date: dates.applyDate,
    apply_time: clockText(now),
    trade_date: dates.tradeDate,
    confirm_date: dates.confirmDate,
    available_date: dates.availableDate,
  };
}

/**
 * Inserts an applied order and answers its number: the apply date and a running number (18 digits) from
 * the order_no sequence, so that a number is never handed out twice.
 */
export function insertOrder(ctx: Context, order: NewOrder): string {
  return ctx.db.tx(() => {
    ctx.db.run("UPDATE sequences SET value = value + 1 WHERE name = 'order_no'");
    const next = ctx.db.get<{ n: number }>("SELECT value AS n FROM sequences WHERE name = 'order_no'")?.n;
    if (next === undefined) throw new Error('sequence order_no is missing');
    const appNo = `${order.apply_date}${String(next).padStart(10, '0')}`;
    ctx.db.run(
      `INSERT INTO orders (app_no, account_id, trade_account, fund_code, business_type, state, apply_sum, fee_mode,
        list_fee, fee, capital_mode, bank_no, bank_account, dividend_type, first_purchase, applied_at, apply_date,
        apply_time, trade_date, confirm_date, available_date, remit_dead_date, remittance_time, session_hash,
        apply_share, over_limit, payout_date, paid_at, deduct_status)
       VALUES (?, ?, ?, ?, ?, 'applied', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        appNo,
        order.account_id,
        order.trade_account,
        order.fund_code,
        order.business_type,
        order.apply_sum,
        order.fee_mode,
        order.list_fee,
        order.fee,
        order.capital_mode,
        order.bank_no,
        order.bank_account,
        order.dividend_type,
        order.first_purchase,
        order.applied_at,
        order.apply_date,
        order.apply_time,
        order.trade_date,
        order.confirm_date,
        order.available_date,
        order.remit_dead_date,
        order.remittance_time,
        order.session_hash,
        order.apply_share ?? null,
        order.over_limit ?? null,
        order.payout_date ?? null,
        order.paid_at ?? null,
        order.deduct_status ?? null,
      ],
    );
    return appNo;
  });
}

export function findOrder(ctx: Context, appNo: string): OrderRow | undefined {
  return ctx.db.get<OrderRow>('SELECT * FROM orders WHERE app_no = ?', [appNo]);
}

const DUE_PAGE = 200;

/**
 * Applied orders whose confirm date has come, in the order they were placed; a private product's order
 * only once its return visit is confirmed (final, private/review-visit.ts). Read a page at a time, after
 * the last order seen (so an order left waiting is not read again, and a page is never stale for long).
 */
export function* dueOrders(ctx: Context, today: YyyyMmDd): Generator<OrderRow, void, undefined> {
  let after = 0;
  for (;;) {
    const page = ctx.db.all<OrderRow & { seen: number }>(
      `SELECT rowid AS seen, * FROM orders INDEXED BY orders_applied
       WHERE state = 'applied' AND rowid > ? AND confirm_date <= ?
         AND app_no NOT IN (SELECT app_no FROM private_orders WHERE stage <> 'final')
       ORDER BY rowid LIMIT ?`,
      [after, today, DUE_PAGE],
    );
    for (const { seen, ...order } of page) {
      after = seen;
      yield order;
    }
    if (page.length < DUE_PAGE) return;
  }
}

/**
 * Moves an applied order to its next state: a compare-and-set, so that an order is moved once whatever
 * runs at the same time (two batch runs, a cancel): when it is no longer applied, nothing is written and
 * the caller's transaction is undone.
 */
export function setOrderState(ctx: Context, appNo: string, state: OrderState, at: number): void {
  const changed = ctx.db.run(
    "UPDATE orders SET state = ?, confirmed_at = ? WHERE app_no = ? AND state = 'applied'",
    [state, at, appNo],
  );
  if (changed !== 1) throw new RuleError('invalid-transition', `订单${appNo}已处理，不再重复处理`);
}
