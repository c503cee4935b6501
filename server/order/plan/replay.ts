import Big from 'big.js';

import { nextPeriodDate, type PlanCycle } from '@/shared/trading';

import { roundShares, roundYuan } from '../../core/money';
import type { NavPoint } from '../../fund/nav-generator';

export interface ReplayInput {
  /** The fund's published NAVs, oldest first (only trading days have one). */
  history: readonly NavPoint[];
  cycle: PlanCycle;
  amount: Big;
  /** The window: the first and the last calendar day (YYYYMMDD). */
  from: string;
  to: string;
  /** The purchase fee of one debit (the online rate the live plan pays). */
  feeOf: (amount: Big) => { fee: Big; net: Big };
}

export interface ReplayResult {
  from: string | null;
  to: string | null;
  periods: number;
  invested: Big;
  fees: Big;
  shares: Big;
  value: Big;
  points: Array<{ date: string; invested: Big; value: Big }>;
}

const dayBefore = (date: string) => {
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)));
  return new Date(ms - 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
};

/** The period dates of a cycle inside the window, as a new plan started the day before `from` would have. */
function periodDates(cycle: PlanCycle, from: string, to: string): string[] {
  const dates: string[] = [];
  const first = nextPeriodDate(cycle, dayBefore(from));
  for (let date = first; date <= to; date = nextPeriodDate(cycle, date, first)) dates.push(date);
  return dates;
}

/**
 * 定投测算: a plan replayed over published NAVs as the live plan runs (server/order/plan/run-plans.ts): each
 * period debited on its date or, when the exchanges are closed, on the next day with a NAV (at most one debit
 * a day: a period whose debit falls on the day of the one before is skipped, as the live plan does), the
 * online fee taken, the net bought at that day's NAV; a dividend is reinvested at its ex-date's NAV. The
 * value is the shares at the last NAV of the window.
 */
export function replayPlan(input: ReplayInput): ReplayResult {
  const navs = input.history.filter((point) => point.date >= input.from && point.date <= input.to);
  const zero = new Big(0);
  const result: ReplayResult = {
    from: navs[0]?.date ?? null,
    to: navs.at(-1)?.date ?? null,
    periods: 0,
    invested: zero,
    fees: zero,
    shares: zero,
    value: zero,
    points: [],
  };
  const due = periodDates(input.cycle, input.from, input.to);
  let next = 0;
  for (const point of navs) {
    const nav = new Big(point.nav);
    if (point.dividend && result.shares.gt(0))
      result.shares = result.shares.plus(roundShares(result.shares.times(point.dividend).div(nav)));
    if (next < due.length && due[next] <= point.date) {
      while (next < due.length && due[next] <= point.date) next += 1;
      const { fee, net } = input.feeOf(input.amount);
      result.shares = result.shares.plus(roundShares(net.div(nav)));
      result.invested = result.invested.plus(input.amount);
      result.fees = result.fees.plus(fee);
      result.periods += 1;
      result.points.push({
        date: point.date,
        invested: result.invested,
        value: roundYuan(result.shares.times(nav)),
      });
    }
    result.value = roundYuan(result.shares.times(nav));
  }
  return result;
}
