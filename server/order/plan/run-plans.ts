import { nextPeriodDate } from '@/shared/trading';

import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { BusinessError } from '../../core/http/envelope';
import { RuleError } from '../../core/rule-error';
import { afterRun } from './rules';
import { placePlanOrder } from './run-order';
import { cycleOf, debitDay } from './schedule';
import { activePlansThrough, insertRun, updatePlan, type PlanRow } from './store';

/** The plan after a period's run: the failures in a row, paused at the third, the next period's date. */
function moveOn(ctx: Context, plan: PlanRow, refused: boolean, today: string, now: number): void {
  const { failures, pause } = afterRun(plan.failures, refused);
  // At most one debit a day: a period whose date passed while the back office was down is not made up.
  const next = nextPeriodDate(cycleOf(plan), today, plan.anchor_date);
  updatePlan(
    ctx,
    plan.plan_no,
    pause
      ? { failures, next_date: next, state: 'paused', paused_by_failures: 1 }
      : { failures, next_date: next },
    now,
  );
}

function runPeriod(ctx: Context, plan: PlanRow, today: string): void {
  const now = ctx.clock.now();
  const run = {
    plan_no: plan.plan_no,
    scheduled_date: plan.next_date,
    run_date: today,
    amount: plan.amount,
    at: now,
  };
  try {
    placePlanOrder(ctx, plan, (appNo) => {
      insertRun(ctx, { ...run, app_no: appNo, refusal: null });
      moveOn(ctx, plan, false, today, now);
    });
  } catch (error) {
    // A refusal by the rules of a purchase (the card's limit, the fund stopped, the card unbound) is the
    // period's outcome, recorded; anything else is a fault of the run, tried again at the next one.
    if (!(error instanceof BusinessError)) throw error;
    transaction(ctx, () => {
      insertRun(ctx, { ...run, app_no: null, refusal: error.message });
      moveOn(ctx, plan, true, today, now);
    });
  }
}

/**
 * The batch step of 定投 (run with the confirm batch as the day begins): every active plan whose period's
 * debit day (its date, or the next trading day) has come places its 定投申购 now.
 */
export function runDuePlans(ctx: Context, today: string): void {
  for (const plan of activePlansThrough(ctx, today)) {
    try {
      if (debitDay(plan.next_date) > today) continue;
    } catch (error) {
      // Past the exchange calendar's range nothing is traded: the plan waits.
      if (error instanceof RuleError && error.kind === 'calendar-range') continue;
      throw error;
    }
    runPeriod(ctx, plan, today);
  }
}
