import { RuleError } from '../../core/rule-error';
import { fundSpec } from '../../fund/funds';
import { confirmOrderOn } from '../../order/common/confirm-order';
import type { ConfirmOutcome } from '../../order/common/order-machine';
import { dueOrders } from '../../order/common/store';
import type { BatchStep } from '../step';

/**
 * Every applied order whose confirm date has come, in the order they were placed, by the rules of its
 * business (order/common/confirm-order.ts). An order whose trade-date NAV is not published yet waits for
 * the next run; the batch may pause before any order (the requests run meanwhile).
 */
export const confirmOrders: BatchStep = {
  name: 'confirm-orders',
  *run({ ctx, today, now, summary, pace }) {
    const list = { full: summary.confirmed, partial: summary.partlyConfirmed, failed: summary.failed };
    for (const order of dueOrders(ctx, today)) {
      if (pace.pauseNow()) yield pace.orders;
      const spec = fundSpec(ctx, order.fund_code);
      if (!spec) continue;
      let outcome: ConfirmOutcome;
      try {
        outcome = confirmOrderOn(ctx, order, spec, today, now);
      } catch (error) {
        if (error instanceof RuleError && error.kind === 'missing-data') {
          summary.waiting.push(order.app_no);
          continue;
        }
        // Moved meanwhile by someone else (a cancel, another run): it is theirs, not confirmed twice.
        if (error instanceof RuleError && error.kind === 'invalid-transition') continue;
        throw error;
      }
      list[outcome].push(order.app_no);
    }
  },
};
