/**
 * Money must arrive (issue 26 item 4): fast pay is paid as the order is placed; a bank transfer (汇款) only
 * when the bank reports the money (locally: POST /__dev/remittance). A transfer that has not arrived by its
 * deadline (15:00 of T) makes the order invalid (无效): failed, with its reason, and no longer counted in
 * the daily limit. A private order's cooling-off starts once both the contract is signed and the money paid.
 */
import type { RemittanceDue } from '@/api/core/contract-trading';
import { dashed } from '@/shared/time';

import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { hint } from '../../core/http/envelope';
import { remittanceState } from '../calendar/rules';
import { factsOf, nextState } from '../common/order-machine';
import { findOrder, setOrderState, type OrderRow } from '../common/store';
import { confirmationOf, NOTHING_MOVED, insertConfirmation } from '../common/store-confirm';
import { coolingEndsAt } from '../private/rules';
import { closePrivateOrder, findPrivateOrderByNo } from '../private/store';
import { markOrderPaid, markPrivatePaid, unpaidRemittances } from './store-payment';

const BUYING = new Set(['Purchase', 'Subscribe', 'BookPurchase']);

export const invalidReason = (row: Pick<OrderRow, 'remit_dead_date'>) =>
  `汇款资金未在汇款截止时间（${dashed(row.remit_dead_date ?? '')} 15:00）前到账，申请无效`;

type PaymentFacts = Pick<
  OrderRow,
  'state' | 'capital_mode' | 'paid_at' | 'remit_dead_date' | 'remittance_time'
> & { business_type: string };

/** A buying order paid by bank transfer whose money has not arrived (yet). */
export const awaitsMoney = (row: PaymentFacts) =>
  row.state === 'applied' &&
  row.capital_mode === '1' &&
  row.paid_at === null &&
  BUYING.has(row.business_type);

/** What the investor must still remit, and by when; null once paid (or for any other order). */
export function remittanceDue(row: PaymentFacts): RemittanceDue | null {
  if (!awaitsMoney(row) || !row.remit_dead_date || !row.remittance_time) return null;
  return { remitDeadDate: row.remit_dead_date, remittanceTime: row.remittance_time };
}

const deadlinePassed = (row: OrderRow, now: number) =>
  !!row.remit_dead_date &&
  !!row.remittance_time &&
  remittanceState({ remitDeadDate: row.remit_dead_date, remittanceTime: row.remittance_time }, now) ===
    'passed';

/** The unpaid order becomes invalid: failed with its reason (its limit is free again); nothing to refund. */
export function invalidateUnpaid(ctx: Context, row: OrderRow, now: number): void {
  const state = nextState(factsOf(row), { type: 'invalidate' });
  transaction(ctx, () => {
    setOrderState(ctx, row.app_no, state, now);
    insertConfirmation(
      ctx,
      confirmationOf(row, {
        confirmDate: row.remit_dead_date ?? row.trade_date,
        confirmStatus: '0',
        ...NOTHING_MOVED,
        reason: invalidReason(row),
        at: now,
      }),
    );
    if (findPrivateOrderByNo(ctx, row.app_no)) {
      closePrivateOrder(ctx, { appNo: row.app_no, stage: 'invalid', at: now, answers: null });
    }
  });
}

/** Every bank transfer whose deadline passed unpaid becomes invalid (the batch's first step). */
export function invalidateOverdue(ctx: Context, now: number): string[] {
  const overdue = unpaidRemittances(ctx).filter((row) => deadlinePassed(row, now));
  for (const row of overdue) invalidateUnpaid(ctx, row, now);
  return overdue.map((row) => row.app_no);
}

const PAYMENT_TEXT = {
  unknown: '未找到该笔订单',
  notRemittance: '该笔订单不是汇款支付',
  paid: '该笔订单的款项已到账',
  closed: '该笔订单已结束，不能再汇款',
  late: (row: OrderRow) => invalidReason(row),
} as const;

/**
 * The bank reports a transfer's money for this order now (the local back office plays the bank). A private
 * order's cooling-off starts now (or at its signature, if later). Refused after the deadline: the order is
 * invalid then, and says so.
 */
export function recordRemittance(ctx: Context, appNo: string): { appNo: string; paidAt: number } {
  const now = ctx.clock.now();
  const row = findOrder(ctx, appNo);
  if (!row || !BUYING.has(row.business_type)) throw hint(PAYMENT_TEXT.unknown);
  if (row.capital_mode !== '1') throw hint(PAYMENT_TEXT.notRemittance);
  if (row.paid_at !== null) throw hint(PAYMENT_TEXT.paid);
  if (row.state !== 'applied') throw hint(PAYMENT_TEXT.closed);
  if (deadlinePassed(row, now)) {
    invalidateUnpaid(ctx, row, now);
    throw hint(PAYMENT_TEXT.late(row));
  }
  transaction(ctx, () => {
    markOrderPaid(ctx, appNo, now);
    const privateOrder = findPrivateOrderByNo(ctx, appNo);
    if (privateOrder) markPrivatePaid(ctx, appNo, now, coolingEndsAt(privateOrder.signed_at, now));
  });
  return { appNo, paidAt: now };
}
