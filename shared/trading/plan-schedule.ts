import Big from 'big.js';

import { yuanText } from './yuan-text';

/**
 * 定投 (定期定额投资计划): when a plan debits, decided once for the page and the back office. A plan runs every
 * week or every two weeks on a weekday (1 周一 … 5 周五), or every month on a day 1–28 (every month has it).
 * Its period's date is that calendar day; the debit is placed on it, or on the next trading day when the
 * exchanges are closed. Dates are Shanghai calendar days written YYYYMMDD; the calendar is the caller's.
 */
export type PlanFrequency = 'weekly' | 'biweekly' | 'monthly';

export interface PlanCycle {
  frequency: PlanFrequency;
  /** weekly / biweekly: 1–5 (周一–周五); monthly: 1–28. */
  day: number;
}

export const PLAN_TEXT = {
  weekdays: ['周一', '周二', '周三', '周四', '周五'],
  created: '定投计划已创建',
  badWeekday: '定投扣款日请选择周一至周五中的一天',
  badMonthDay: '每月定投扣款日请选择1日至28日中的一天',
  cycle: (cycle: PlanCycle) =>
    cycle.frequency === 'monthly'
      ? `每月${cycle.day}日`
      : `${cycle.frequency === 'weekly' ? '每周' : '每两周'}${PLAN_TEXT.weekdays[cycle.day - 1] ?? ''}`,
  frequencies: { weekly: '每周', biweekly: '每两周', monthly: '每月' } as Record<PlanFrequency, string>,
} as const;

const DAY_MS = 86_400_000;
const toMs = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)));
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
const plusDays = (date: string, days: number) => fromMs(toMs(date) + days * DAY_MS);
/** 1 Monday … 7 Sunday. */
const weekday = (date: string) => ((new Date(toMs(date)).getUTCDay() + 6) % 7) + 1;

/** Why this cycle is not one a plan can have, or null. */
export function planCycleRefusal(cycle: PlanCycle): string | null {
  if (!Number.isInteger(cycle.day))
    return cycle.frequency === 'monthly' ? PLAN_TEXT.badMonthDay : PLAN_TEXT.badWeekday;
  if (cycle.frequency === 'monthly') return cycle.day >= 1 && cycle.day <= 28 ? null : PLAN_TEXT.badMonthDay;
  return cycle.day >= 1 && cycle.day <= 5 ? null : PLAN_TEXT.badWeekday;
}

/**
 * The first period's date strictly after `after`. Every two weeks counts from `anchor` (the plan's first
 * period): a date 14·n days from it; without one, the first matching weekday is the anchor.
 */
export function nextPeriodDate(cycle: PlanCycle, after: string, anchor?: string): string {
  if (cycle.frequency === 'monthly') {
    const year = Number(after.slice(0, 4));
    const month = Number(after.slice(4, 6));
    const inMonth = (y: number, m: number) =>
      `${y}${String(m).padStart(2, '0')}${String(cycle.day).padStart(2, '0')}`;
    const same = inMonth(year, month);
    if (same > after) return same;
    return month === 12 ? inMonth(year + 1, 1) : inMonth(year, month + 1);
  }
  let date = plusDays(after, 1);
  while (weekday(date) !== cycle.day) date = plusDays(date, 1);
  if (cycle.frequency === 'weekly' || !anchor) return date;
  const weeks = Math.round((toMs(date) - toMs(anchor)) / (7 * DAY_MS));
  return weeks % 2 === 0 ? date : plusDays(date, 7);
}

/** The day a period's debit is placed: its date, or the next trading day when the exchanges are closed. */
export function debitDate(periodDate: string, isTradingDay: (date: string) => boolean): string {
  let date = periodDate;
  // A closed stretch is never longer than a few weeks (the Spring Festival and its weekends).
  for (let i = 0; i < 60 && !isTradingDay(date); i += 1) date = plusDays(date, 1);
  return date;
}

/** Why this amount cannot be a plan's amount per period (the fund's minimum for plans), or null. */
export function planAmountRefusal(amount: string, minAmount: string): string | null {
  return new Big(amount).lt(minAmount) ? `每期定投金额不能低于${yuanText(minAmount)}` : null;
}
