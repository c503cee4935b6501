import type { BusinessType, FundStatus } from '@/api/core/contract-trading';
import type { YyyyMmDd } from '@/shared/time';

import { tradingMoment } from '../core/calendar';
import type { Context } from '../core/context';
import { allowedBusinesses } from './rules';
import type { FundSpec } from './types';

/** Before every trade date: a fund's first recorded status holds from here. */
const SINCE_EVER = '00000000';

/**
 * One rule for the portal and the batch (trading-rules S9): a status change governs from the moment it is made,
 * that is from the trade date now running. The portal checks new applications against the current status;
 * the batch confirms each application under the status in force on its trade date, where a change made on that
 * trade date after the application was accepted does not take away what it allowed (statusOn). So a relaxation (恢复申购, 恢复赎回, opening) opens the portal and the batch at the same
 * moment, and a restriction refuses new applications at once while those already accepted stay valid.
 */
export const effectiveDateOfChange = (instantMs: number): YyyyMmDd => tradingMoment(instantMs).tradeDate;

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

/** An application as the batch confirms it: its business, trade date and when it was accepted. */
export interface AcceptedApplication {
  business: BusinessType;
  tradeDate: YyyyMmDd;
  acceptedAt: number;
}

/**
 * The status an application is confirmed under: the last one effective by its trade date; but when that one was
 * made on the trade date itself, not before the application was accepted, and refuses its business, the one
 * before it (the application was accepted under it: the portal refuses at once what a change closes).
 */
export function statusOn(ctx: Context, spec: FundSpec, application: AcceptedApplication): FundStatus {
  const [latest, before] = ctx.db.all<{ status: FundStatus; effective_date: string; changed_at: number }>(
    `SELECT status, effective_date, changed_at FROM fund_status_history WHERE fund_code = ? AND effective_date <= ?
      ORDER BY effective_date DESC LIMIT 2`,
    [spec.code, application.tradeDate],
  );
  if (!latest) return spec.status;
  const madeAfter =
    latest.effective_date === application.tradeDate && latest.changed_at >= application.acceptedAt;
  if (madeAfter && !allowedBusinesses(latest.status).includes(application.business)) {
    return before?.status ?? latest.status;
  }
  return latest.status;
}

/** The fund as an application is confirmed under (its status then; its other terms as they are). */
export const fundSpecOn = (ctx: Context, spec: FundSpec, application: AcceptedApplication): FundSpec => ({
  ...spec,
  status: statusOn(ctx, spec, application),
});
