import type { ModifyPlanBody, PlanView } from '@/api/order/contract-plans';
import { shanghaiParts } from '@/shared/time';
import { nextPeriodDate, planAmountRefusal, planCycleRefusal } from '@/shared/trading';

import { checkTradePassword } from '../../account/trade-password';
import type { AccountRow } from '../../auth/store';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { hint } from '../../core/http/envelope';
import { parseYuan } from '../../core/money';
import { planFund } from './create-plan';
import { PLAN_REFUSAL } from './rules';
import { cycleOf } from './schedule';
import { findPlan, updatePlan, type PlanRow } from './store';
import { planView } from './view';

/** The investor's own plan, or the refusal (another's plan is as unknown as a missing one). */
export function ownPlan(ctx: Context, account: AccountRow, planNo: string): PlanRow {
  const plan = findPlan(ctx, planNo);
  if (!plan || plan.account_id !== account.id) throw hint(PLAN_REFUSAL.unknownPlan);
  return plan;
}

function living(ctx: Context, account: AccountRow, planNo: string): PlanRow {
  const plan = ownPlan(ctx, account, planNo);
  if (plan.state === 'stopped') throw hint(PLAN_REFUSAL.stopped);
  return plan;
}

const today = (ctx: Context) => shanghaiParts(ctx.clock.now()).date;
const answer = (ctx: Context, planNo: string): PlanView => planView(ctx, findPlan(ctx, planNo) as PlanRow);

/** 暂停: no debit until resumed (pausing a paused plan answers it as it is). */
export function pausePlan(ctx: Context, account: AccountRow, planNo: string): PlanView {
  const plan = living(ctx, account, planNo);
  if (plan.state === 'active')
    updatePlan(ctx, planNo, { state: 'paused', paused_by_failures: 0 }, ctx.clock.now());
  return answer(ctx, planNo);
}

/** 终止: for good; its runs and orders stay. */
export function stopPlan(ctx: Context, account: AccountRow, planNo: string): PlanView {
  const plan = ownPlan(ctx, account, planNo);
  if (plan.state !== 'stopped') updatePlan(ctx, planNo, { state: 'stopped' }, ctx.clock.now());
  return answer(ctx, planNo);
}

/** 恢复: debits start again at the next period after today, the failures forgotten (the trade password). */
export async function resumePlan(
  ctx: Context,
  account: AccountRow,
  body: { planNo: string; password: string },
): Promise<PlanView> {
  living(ctx, account, body.planNo);
  await checkTradePassword(ctx, account, body.password);
  return transaction(ctx, () => {
    const plan = living(ctx, account, body.planNo);
    if (plan.state === 'paused') {
      const next = nextPeriodDate(cycleOf(plan), today(ctx), plan.anchor_date);
      updatePlan(
        ctx,
        plan.plan_no,
        { state: 'active', paused_by_failures: 0, failures: 0, next_date: next },
        ctx.clock.now(),
      );
    }
    return answer(ctx, plan.plan_no);
  });
}

/** 修改: the amount (the fund's minimum for plans) and the cycle; a new cycle starts after today. */
export async function modifyPlan(ctx: Context, account: AccountRow, body: ModifyPlanBody): Promise<PlanView> {
  const plan = living(ctx, account, body.planNo);
  const { minAmount } = planFund(ctx, plan.fund_code);
  const cycleRefusal = planCycleRefusal(body);
  if (cycleRefusal) throw hint(cycleRefusal);
  const amountRefusal = planAmountRefusal(body.amount, minAmount);
  if (amountRefusal) throw hint(amountRefusal);
  await checkTradePassword(ctx, account, body.password);
  return transaction(ctx, () => {
    const now = living(ctx, account, body.planNo);
    const sameCycle = now.frequency === body.frequency && now.day === body.day;
    const next = sameCycle ? null : nextPeriodDate(body, today(ctx));
    updatePlan(
      ctx,
      now.plan_no,
      {
        amount: parseYuan(body.amount).toFixed(2),
        ...(next ? { frequency: body.frequency, day: body.day, anchor_date: next, next_date: next } : {}),
      },
      ctx.clock.now(),
    );
    return answer(ctx, now.plan_no);
  });
}
