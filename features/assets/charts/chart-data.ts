import type { HoldingItem, YieldPeriod } from '@/api/account/contract-assets';
import { formatMoneyInWan } from '@/shared/format';
import { formatDate } from '@/shared/time';

/** The chart's numbers and words, pure: what the canvas draws is what the table and summary say. */

export interface Slice {
  name: string;
  value: number;
  text: string;
  share: string;
}

/** Market value by fund type, largest first, with each share of the total in percent. */
export function allocationOf(holdings: readonly HoldingItem[]): Slice[] {
  const byType = new Map<string, number>();
  for (const h of holdings) byType.set(h.fundType, (byType.get(h.fundType) ?? 0) + Number(h.marketValue));
  const total = [...byType.values()].reduce((a, b) => a + b, 0);
  return [...byType]
    .sort((a, b) => b[1] - a[1])
    .map(([name, value]) => ({
      name,
      value: Math.round(value * 100) / 100,
      text: formatMoneyInWan(value.toFixed(2)),
      share: total > 0 ? `${((value / total) * 100).toFixed(2)}%` : '0.00%',
    }));
}

export function allocationSummary(slices: readonly Slice[]): string {
  if (slices.length === 0) return '暂无持仓，无资产分布。';
  return `资产分布：${slices.map((s) => `${s.name}${s.share}（${s.text}）`).join('，')}。`;
}

export const PERIOD_LABEL: Record<YieldPeriod, string> = {
  '1m': '近1月',
  '3m': '近3月',
  '1y': '近1年',
  all: '全部',
};

export interface TrendPoint {
  date: string;
  totalAssets: string;
  cumulativeIncome: string;
}

export function trendSummary(period: YieldPeriod, points: readonly TrendPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${PERIOD_LABEL[period]}暂无资产走势数据。`;
  return (
    `${PERIOD_LABEL[period]}（${formatDate(first.date)}至${formatDate(last.date)}）：总资产由${formatMoneyInWan(first.totalAssets)}` +
    `变为${formatMoneyInWan(last.totalAssets)}，累计收益由${formatMoneyInWan(first.cumulativeIncome)}变为${formatMoneyInWan(last.cumulativeIncome)}。`
  );
}

/** The table under the trend: the last point of each month (of each week within one month), not 500 rows. */
export function trendRows(period: YieldPeriod, points: readonly TrendPoint[]): TrendPoint[] {
  const key = (date: string) =>
    period === '1m' ? String(Math.floor(Number(date.slice(6, 8)) / 7)) + date.slice(0, 6) : date.slice(0, 6);
  const rows = new Map<string, TrendPoint>();
  for (const p of points) rows.set(key(p.date), p);
  return [...rows.values()];
}
