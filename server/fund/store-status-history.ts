import type { FundStatus } from '@/api/core/contract-trading';

import { nextTradingDay, tradingMoment } from '../core/calendar';
import type { Context } from '../core/context';
import type { YyyyMmDd } from '../core/shanghai-day';
import type { FundSpec } from './types';

/** Before every trade date: a fund's first recorded status holds from here. */
const SINCE_EVER = '00000000';

/**
 * The first trade date a status changed at this instant governs: the one after the trade date now running,
 * whose applications may already have been accepted under the old status (they stay valid); the portal
 * refuses new applications at once, since it reads the current status.
 */
export const effectiveDateOfChange = (instantMs: number): YyyyMmDd =>
  nextTradingDay(tradingMoment(instantMs).tradeDate);

/** Records a status change of a fund (in the caller's transaction), and the status before it if first. */
export function recordStatusChange(ctx: Context, code: string, before: FundStatus, after: FundStatus): void {
  const now = ctx.clock.now();
  ctx.db.run(
    'INSERT OR IGNORE INTO fund_status_history (fund_code, effective_date, status, changed_at) VALUES (?, ?, ?, ?)',
    [code, SINCE_EVER, before, now],
  );
  ctx.db.run(
    `INSERT INTO fund_status_history (fund_code, effective_date, status, changed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (fund_code, effective_date) DO UPDATE SET status = excluded.status, changed_at = excluded.changed_at`,
    [code, effectiveDateOfChange(now), after, now],
  );
}

/** The status in force on a trade date: the last one effective by then, else the fund's only status. */
export function statusOn(ctx: Context, spec: FundSpec, date: YyyyMmDd): FundStatus {
  const row = ctx.db.get<{ status: FundStatus }>(
    `SELECT status FROM fund_status_history WHERE fund_code = ? AND effective_date <= ?
     ORDER BY effective_date DESC LIMIT 1`,
    [spec.code, date],
  );
  return row?.status ?? spec.status;
}

/** The fund as it was on a trade date (its status then; its other terms as they are). */
export const fundSpecOn = (ctx: Context, spec: FundSpec, date: YyyyMmDd): FundSpec => ({
  ...spec,
  status: statusOn(ctx, spec, date),
});
