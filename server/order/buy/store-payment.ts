import type { Context } from '../../core/context';
import type { OrderRow } from '../common/store';

/** Bank transfers still waiting for their money, in the order they were placed. */
export function unpaidRemittances(ctx: Context): OrderRow[] {
  return ctx.db.all<OrderRow>(
    `SELECT * FROM orders WHERE state = 'applied' AND capital_mode = '1' AND paid_at IS NULL
       AND business_type IN ('Purchase', 'Subscribe', 'BookPurchase') ORDER BY rowid`,
  );
}

/** The money of an order arrived at `at` (once: a paid order keeps its first arrival). */
export function markOrderPaid(ctx: Context, appNo: string, at: number): void {
  ctx.db.run('UPDATE orders SET paid_at = ? WHERE app_no = ? AND paid_at IS NULL', [at, appNo]);
}

/** A private order's payment starts its cooling-off (its end: the later of signature and payment + 24 h). */
export function markPrivatePaid(ctx: Context, appNo: string, paidAt: number, coolingEndsAt: number): void {
  ctx.db.run(
    'UPDATE private_orders SET paid_at = ?, cooling_ends_at = ? WHERE app_no = ? AND paid_at IS NULL',
    [paidAt, coolingEndsAt, appNo],
  );
}
