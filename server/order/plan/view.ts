import type { PlanDetailData, PlanRun, PlanView } from '@/api/order/contract-plans';
import { PLAN_TEXT } from '@/shared/trading';

import { paidFrom } from '../../bank/fast-pay';
import { cardById } from '../../bank/store-cards';
import type { Context } from '../../core/context';
import { Decimal, ZERO } from '../../core/money';
import { fundSpec } from '../../fund/funds';
import { FAILURES_TO_PAUSE, pauseNotice } from './rules';
import { debitDay } from './schedule';
import { runsOf, type PlanRow, type RunRow } from './store';

const STATE_TEXT = { active: '扣款中', paused: '已暂停', stopped: '已终止' } as const;

export function planView(ctx: Context, plan: PlanRow, runs: RunRow[] = runsOf(ctx, plan.plan_no)): PlanView {
  const card = cardById(ctx, plan.card_id);
  const placed = runs.filter((run) => run.app_no !== null);
  return {
    planNo: plan.plan_no,
    fundCode: plan.fund_code,
    fundName: fundSpec(ctx, plan.fund_code)?.name ?? plan.fund_code,
    amount: new Decimal(plan.amount).toFixed(2),
    frequency: plan.frequency,
    day: plan.day,
    cycleText: PLAN_TEXT.cycle(plan),
    card: card ? paidFrom({ bank_no: card.bank_code, bank_account: card.card_no }) : null,
    state: plan.state,
    stateText: STATE_TEXT[plan.state],
    pauseNotice: plan.state === 'paused' && plan.paused_by_failures ? pauseNotice(FAILURES_TO_PAUSE) : null,
    nextDebitDate: plan.state === 'active' ? debitDay(plan.next_date) : null,
    periodsRun: placed.length,
    totalInvested: placed.reduce((sum, run) => sum.plus(new Decimal(run.amount)), ZERO).toFixed(2),
  };
}

const runView = (run: RunRow): PlanRun => ({
  period: run.period,
  periodDate: run.scheduled_date,
  runDate: run.run_date,
  amount: new Decimal(run.amount).toFixed(2),
  appNo: run.app_no,
  refusal: run.refusal,
});

export function planDetail(ctx: Context, plan: PlanRow): PlanDetailData {
  const runs = runsOf(ctx, plan.plan_no);
  return { plan: planView(ctx, plan, runs), runs: runs.map(runView) };
}
