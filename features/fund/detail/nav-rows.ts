import type { NavPoint } from '@/api/fund/contract';
import { formatPercent } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { RANGE_LABEL, type NavRange } from './texts';

const DAY_MS = 86_400_000;

/** Monday-to-Sunday week of a YYYYMMDD day (1970-01-01 was a Thursday). */
function weekOf(date: string): number {
  const days = Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8)) / DAY_MS;
  return Math.floor((days + 3) / 7);
}

/**
 * The rows of the NAV table: every published day within a month, the last day of each week up to six months,
 * of each month beyond (730 rows help nobody); the latest day always. Newest first.
 */
export function navRows(range: NavRange, navs: readonly NavPoint[]): NavPoint[] {
  const key = (date: string) => {
    if (range === '1m') return date;
    if (range === '3m' || range === '6m') return String(weekOf(date));
    return date.slice(0, 6);
  };
  const rows = new Map<string, NavPoint>();
  for (const point of navs) rows.set(key(point.navDate), point);
  return [...rows.values()].reverse();
}

const yieldText = (value: string | null) => (value === null ? '--' : formatPercent(value, { decimals: 4 }));

/** The history in words, for everyone (the drawing is hidden from screen readers). */
export function navSummary(range: NavRange, navs: readonly NavPoint[], moneyMarket: boolean): string {
  const first = navs[0];
  const last = navs.at(-1);
  if (!first || !last) return `${RANGE_LABEL[range]}暂无净值数据。`;
  const span = `${RANGE_LABEL[range]}（${formatDate(first.navDate)}至${formatDate(last.navDate)}）`;
  if (moneyMarket)
    return `${span}：七日年化由${yieldText(first.currentRatio)}变为${yieldText(last.currentRatio)}。`;
  return `${span}：单位净值由${first.nav}变为${last.nav}，累计净值由${first.totalNav}变为${last.totalNav}。`;
}

export { yieldText };
