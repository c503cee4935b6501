import Big from 'big.js';

import type { PlanReplayBody, PlanReplayData } from '@/api/order/contract-plans';
import { PUBLIC_PRODUCT } from '@/shared/enums/fund';
import { shanghaiParts } from '@/shared/time';
import { planAmountRefusal, planCycleRefusal } from '@/shared/trading';

import type { Context } from '../../core/context';
import { hint } from '../../core/http/envelope';
import { parseYuan } from '../../core/money';
import { feeTableFor } from '../../fund/fee-tiers';
import { requireFund } from '../../fund/funds';
import { navHistory } from '../../fund/store-navs';
import { quotePurchaseFee } from '../buy/rules';
import { replayPlan } from './replay';
import { planMinimumOf } from './store';

export const REPLAY_TEXT = { notAllowed: '该基金暂不支持定投' } as const;

/** The same calendar day `years` back, plus one (a window of exactly that many years). */
function windowStart(today: string, years: number): string {
  const year = Number(today.slice(0, 4)) - years;
  const ms = Date.UTC(year, Number(today.slice(4, 6)) - 1, Number(today.slice(6, 8))) + 86_400_000;
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}

/** 定投测算 for a fund that takes plans, on the server's clock: the body's plan over its last 1, 3 or 5 years. */
export function planReplay(ctx: Context, body: PlanReplayBody): PlanReplayData {
  const spec = requireFund(ctx, body.fundCode);
  const min = spec.productType === PUBLIC_PRODUCT ? planMinimumOf(ctx, spec.code) : undefined;
  if (min === undefined) throw hint(REPLAY_TEXT.notAllowed);
  const refusal = planCycleRefusal(body) ?? planAmountRefusal(body.amount, min);
  if (refusal) throw hint(refusal);
  const to = shanghaiParts(ctx.clock.now()).date;
  const from = windowStart(to, Number(body.years));
  const table = feeTableFor(spec, 'Purchase');
  const backEndOffered = spec.fees.backEnd !== null;
  const result = replayPlan({
    history: navHistory(ctx, spec.code, to, from),
    cycle: { frequency: body.frequency, day: body.day },
    amount: parseYuan(body.amount),
    from,
    to,
    feeOf: (amount) => quotePurchaseFee({ table, amount, mode: 'A', channel: 'online', backEndOffered }),
  });
  const profit = result.value.minus(result.invested);
  return {
    from: result.from,
    to: result.to,
    periods: result.periods,
    invested: result.invested.toFixed(2),
    fees: result.fees.toFixed(2),
    shares: result.shares.toFixed(2),
    value: result.value.toFixed(2),
    profit: profit.toFixed(2),
    returnRate: result.invested.gt(0)
      ? profit.div(result.invested).times(100).toFixed(2, Big.roundHalfUp)
      : null,
    points: result.points.slice(-400).map((point) => ({
      date: point.date,
      invested: point.invested.toFixed(2),
      value: point.value.toFixed(2),
    })),
  };
}
