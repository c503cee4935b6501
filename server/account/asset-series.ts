import type Big from 'big.js';

import type { YieldPeriod } from '@/api/account/contract-assets';
import { addMonths, type YyyyMmDd } from '@/shared/time';

import { ZERO } from '../core/money';
import type { DayPoint } from './asset-rules';

export interface SeriesPoint {
  date: YyyyMmDd;
  totalAssets: Big;
  cumulativeIncome: Big;
}

const MONTHS: Record<Exclude<YieldPeriod, 'all'>, number> = { '1m': 1, '3m': 3, '1y': 12 };

/**
 * The channel's total assets and cumulative income per NAV day: on each day any holding has a point, each
 * holding counts with its own latest point so far (funds publish on different days; a sold holding keeps
 * its cumulative income at zero market value). Cut to the period ending on the last day.
 */
export function assetSeries(
  holdings: ReadonlyArray<readonly DayPoint[]>,
  period: YieldPeriod,
): SeriesPoint[] {
  const dates = [...new Set(holdings.flatMap((days) => days.map((d) => d.date)))].sort();
  const cursors = holdings.map(() => -1);
  const points: SeriesPoint[] = [];
  for (const date of dates) {
    let totalAssets = ZERO;
    let cumulativeIncome = ZERO;
    holdings.forEach((days, i) => {
      while (cursors[i] + 1 < days.length && days[cursors[i] + 1].date <= date) cursors[i] += 1;
      const point = days[cursors[i]];
      if (!point) return;
      totalAssets = totalAssets.plus(point.marketValue);
      cumulativeIncome = cumulativeIncome.plus(point.cumulativeIncome);
    });
    points.push({ date, totalAssets, cumulativeIncome });
  }
  const last = points.at(-1);
  if (!last || period === 'all') return points;
  const from = addMonths(last.date, -MONTHS[period]);
  return points.filter((p) => p.date >= from);
}

/** One page of a list already in order: page from 1. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}
