import type { Context } from '../../core/context';
import { RuleError } from '../../core/rule-error';
import { shanghaiParts } from '../../core/shanghai-day';
import { fundSpec } from '../../fund/funds';
import type { ConfirmOutcome } from '../common/order-machine';
import { findOrder } from '../common/store';
import { confirmOrderOn } from './run-batch';

/**
 * One order confirmed now as the batch would confirm it, when it is applied and due (a private order whose
 * return visit just passed after its confirm date), without waiting for the batch or running all of it in
 * the request. A batch running at the same time skips it (the compare-and-set on its state); a NAV not
 * published yet leaves it to the batch. Answers the outcome, or null when it was not confirmed now.
 */
export function confirmIfDue(ctx: Context, appNo: string): ConfirmOutcome | null {
  const now = ctx.clock.now();
  const today = shanghaiParts(now).date;
  const order = findOrder(ctx, appNo);
  if (!order || order.state !== 'applied' || order.confirm_date > today) return null;
  const spec = fundSpec(ctx, order.fund_code);
  if (!spec) return null;
  try {
    return confirmOrderOn(ctx, order, spec, today, now);
  } catch (error) {
    if (
      error instanceof RuleError &&
      (error.kind === 'missing-data' || error.kind === 'invalid-transition')
    ) {
      return null;
    }
    throw error;
  }
}
