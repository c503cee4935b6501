import { debitDate, nextPeriodDate, type PlanCycle } from '@/shared/trading';

import { isTradingDay } from '../../core/calendar';
import type { PlanRow } from './store';

/** The shared schedule rule on the back office's exchange calendar. */
export const debitDay = (periodDate: string): string => debitDate(periodDate, isTradingDay);

export const cycleOf = (plan: Pick<PlanRow, 'frequency' | 'day'>): PlanCycle => ({
  frequency: plan.frequency,
  day: plan.day,
});

/** The first period after `today` of a new cycle: its date is also the anchor of every two weeks. */
export function firstPeriod(cycle: PlanCycle, today: string): { periodDate: string; debitDate: string } {
  const periodDate = nextPeriodDate(cycle, today);
  return { periodDate, debitDate: debitDay(periodDate) };
}
