import type { Context } from '../core/context';
import { shanghaiInstant, type YyyyMmDd } from '../core/shanghai-day';
import type { FundSpec } from '../fund/types';
import { confirmOrderOn } from '../order/confirm-run';
import { settleDividends } from '../order/dividend-step';
import type { OrderRow } from '../order/store';

/** The batch's evening run of a day of the seeded history. */
const batchInstant = (day: YyyyMmDd) => shanghaiInstant(day, '200000');

/**
 * A seeded order confirmed as the confirm batch of its confirm date would: the dividends of the ex-dates up
 * to that day first (the batch's own step, so the demo's dividends are the batch's), then the order.
 */
export function confirmAsBatch(ctx: Context, order: OrderRow, spec: FundSpec, day: YyyyMmDd): void {
  settleDividends(ctx, day, batchInstant(day));
  confirmOrderOn(ctx, order, spec, day, batchInstant(day));
}
