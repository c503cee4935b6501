import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';
import type { OrderRow } from '../common/store';

/** The investor's applied orders whose trade date is today or later (cancellable until its cut-off). */
export function appliedOrdersFrom(ctx: Context, accountId: number, fromTradeDate: YyyyMmDd): OrderRow[] {
  return ctx.db.all<OrderRow>(
    `SELECT * FROM orders WHERE account_id = ? AND state = 'applied' AND trade_date >= ?
     ORDER BY applied_at DESC, rowid DESC`,
    [accountId, fromTradeDate],
  );
}
