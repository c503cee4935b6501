import type { Big } from 'big.js';

import { addMonths, type YyyyMmDd } from '@/shared/time';

import { Decimal, parseNav, ZERO } from '../core/money';
import type { NavPoint } from './nav-generator';

/**
 * Rates of return computed from a history, as of a date (the latest published NAV date): 3 months, 1 year
 * and since inception. NAV funds: growth with dividends reinvested on their ex-dates (复权), the NAV of the
 * last point on or before the as-of date against the last point on or before the start of the span.
 * Money-market funds: the sum of the daily incomes per share over the span. A span that starts before the
 * first point has no rate (null, shown as --). Rates are fractions rounded half-up to 4 places (a percent to
 * 2, the spec's default).
 */
export interface FundRates {
  threeMonth: Big | null;
  year: Big | null;
  total: Big | null;
}

const TEN_THOUSAND = new Decimal('10000');

/** Index of the last point dated on or before `date`, -1 if none (binary search: points are ascending). */
export function indexAtOrBefore(history: NavPoint[], date: YyyyMmDd): number {
  let [low, high] = [0, history.length - 1];
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (history[middle].date <= date) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** @internal The point of exactly this date (the NAV of a trade date), or null. */
export function pointOn(history: NavPoint[], date: YyyyMmDd): NavPoint | null {
  const index = indexAtOrBefore(history, date);
  return index >= 0 && history[index].date === date ? history[index] : null;
}

/** The return from point `from` (excluded) to point `to` (included). */
function growth(history: NavPoint[], from: number, to: number): Big {
  if (history[to].myriadIncome !== null) {
    let income = ZERO;
    for (let i = from + 1; i <= to; i++) income = income.plus(history[i].myriadIncome as string);
    return income.div(TEN_THOUSAND);
  }
  let factor = parseNav(history[to].nav).div(history[from].nav);
  for (let i = from + 1; i <= to; i++) {
    const dividend = history[i].dividend;
    if (dividend) factor = factor.times(parseNav(history[i].nav).plus(dividend)).div(history[i].nav);
  }
  return factor.minus('1');
}

export function ratesAsOf(history: NavPoint[], asOf: YyyyMmDd): FundRates {
  const end = indexAtOrBefore(history, asOf);
  if (end < 0) return { threeMonth: null, year: null, total: null };
  const span = (months: number) => {
    const start = addMonths(history[end].date, -months);
    if (start < history[0].date) return null;
    return growth(history, indexAtOrBefore(history, start), end).round(4);
  };
  // Since inception: money-market funds count the first day's income too; NAV funds start from par.
  const total =
    history[0].myriadIncome !== null ? growth(history, -1, end).round(4) : growth(history, 0, end).round(4);
  return { threeMonth: span(3), year: span(12), total };
}
