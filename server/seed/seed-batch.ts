import { addDays, shanghaiInstant, type YyyyMmDd } from '@/shared/time';

import { previousTradingDay } from '../core/calendar';
import type { Context } from '../core/context';
import type { FundSpec } from '../fund/types';
import { confirmOrderOn } from '../order/common/confirm-order';
import type { OrderRow } from '../order/common/store';
import { registerIncome } from '../order/dividend/register-income';
import { settleDividends } from '../order/dividend/settle-dividends';

/** The batch's evening run of a day of the seeded history. */
const batchInstant = (day: YyyyMmDd) => shanghaiInstant(day, '200000');

/**
 * A seeded order confirmed as the confirm batches up to its confirm date would: the dividends of the earlier
 * ex-dates and the money-market income of the earlier days (earlier days' runs), the order, then that day's
 * dividends and income (the batch's own steps in its order, so the demo's dividends and income are the
 * batch's).
 */
export function confirmAsBatch(ctx: Context, order: OrderRow, spec: FundSpec, day: YyyyMmDd): void {
  const dayBefore = previousTradingDay(day);
  settleDividends(ctx, dayBefore, batchInstant(dayBefore));
  registerIncome(ctx, addDays(day, -1), batchInstant(dayBefore));
  confirmOrderOn(ctx, order, spec, day, batchInstant(day));
  settleDividends(ctx, day, batchInstant(day));
  registerIncome(ctx, day, batchInstant(day));
}
