import type { OrderConfirmation } from '@/api/order/contract-detail';
import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';

/** The SQL of an order's money after it was placed: its confirmation, its refund, its payout record. */

export interface MoneyRecord {
  amount: string;
  record_date: YyyyMmDd;
}

/** The order's one record of this kind (a purchase's refund, a redemption's confirm = the net paid out). */
export function moneyRecordOf(
  ctx: Context,
  appNo: string,
  kind: 'confirm' | 'refund',
): MoneyRecord | undefined {
  return ctx.db.get<MoneyRecord>(
    'SELECT amount, record_date FROM trade_records WHERE app_no = ? AND kind = ? ORDER BY id LIMIT 1',
    [appNo, kind],
  );
}

/** The batch's confirmation of the order (or a remittance's invalidation), if it has one. */
export function confirmationOfOrder(ctx: Context, appNo: string): OrderConfirmation | undefined {
  return ctx.db.get<OrderConfirmation>(
    `SELECT confirm_date AS confirmDate, confirm_status AS confirmStatus, confirmed_amount AS confirmedAmount,
       shares AS confirmedShares, nav, fee, refund, reason FROM confirmations WHERE app_no = ?`,
    [appNo],
  );
}

/**
 * The orders whose money may still be on its way on `today`: redemptions confirmed and paid out from
 * today on, and buying orders refunded on or after `refundsSince`. Newest first.
 */
export function appNosWithMoneyOnTheWay(
  ctx: Context,
  accountId: number,
  today: YyyyMmDd,
  refundsSince: YyyyMmDd,
): string[] {
  return ctx.db
    .all<{ app_no: string }>(
      `SELECT o.app_no FROM orders o WHERE o.account_id = ? AND (
         (o.business_type IN ('Redeem', 'BookRedeem') AND o.state IN ('confirmed', 'partlyConfirmed')
           AND o.payout_date > ?)
         OR EXISTS (SELECT 1 FROM trade_records t WHERE t.app_no = o.app_no AND t.kind = 'refund'
           AND t.record_date >= ?))
       ORDER BY o.applied_at DESC, o.app_no DESC`,
      [accountId, today, refundsSince],
    )
    .map((row) => row.app_no);
}
