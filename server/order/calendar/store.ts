import type { BusinessType } from '@/api/core/contract-trading';
import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';

/** An order still waiting for its batch, with the dates it was given when placed. */
export interface PredictedOrderRow {
  app_no: string;
  fund_code: string;
  business_type: BusinessType;
  trade_date: YyyyMmDd;
  confirm_date: YyyyMmDd;
  available_date: YyyyMmDd;
  payout_date: YyyyMmDd | null;
  remit_dead_date: YyyyMmDd | null;
}

/** Applied orders with a date after this day (dates predicted on the provisional calendar). */
export function appliedOrdersDatedAfter(ctx: Context, day: YyyyMmDd): PredictedOrderRow[] {
  return ctx.db.all<PredictedOrderRow>(
    `SELECT app_no, fund_code, business_type, trade_date, confirm_date, available_date, payout_date, remit_dead_date
       FROM orders
      WHERE state = 'applied' AND (trade_date > ? OR confirm_date > ? OR available_date > ? OR payout_date > ?)`,
    [day, day, day, day],
  );
}

export function setOrderDates(ctx: Context, row: PredictedOrderRow): void {
  ctx.db.run(
    `UPDATE orders SET trade_date = ?, confirm_date = ?, available_date = ?, payout_date = ?, remit_dead_date = ?
      WHERE app_no = ? AND state = 'applied'`,
    [row.trade_date, row.confirm_date, row.available_date, row.payout_date, row.remit_dead_date, row.app_no],
  );
}
