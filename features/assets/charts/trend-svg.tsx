import { PlotGrid, PlotLine, scaleSeries, type PlotBox } from '@/shared/components/svg-plot';
import { formatMoneyInWan } from '@/shared/format';
import { formatDate } from '@/shared/time';

import type { TrendPoint } from './chart-data';

const BOX: PlotBox = { width: 600, height: 240, pad: { left: 8, right: 8, top: 16, bottom: 28 } };
const totalAssetsOf = (p: TrendPoint) => Number(p.totalAssets);
const cumulativeIncomeOf = (p: TrendPoint) => Number(p.cumulativeIncome);

/**
 * Total assets and cumulative income over time as two lines, each on its own scale (their ranges are in the
 * legend). Hand-drawn SVG: ECharts' cartesian line would take the chunk past its 150 KB budget (measured:
 * 180 KB gzip with it); the words are in the summary and the table, so the drawing is hidden from readers.
 */
export function TrendSvg({ points, colors }: { points: readonly TrendPoint[]; colors: readonly string[] }) {
  const assets = scaleSeries(points.map(totalAssetsOf), BOX);
  const income = scaleSeries(points.map(cumulativeIncomeOf), BOX);
  const first = points[0];
  const last = points.at(-1);
  return (
    <div aria-hidden="true">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="gz-assets-chart__svg"
        preserveAspectRatio="none"
      >
        <PlotGrid box={BOX} at={[0, 0.25, 0.5, 0.75, 1]} />
        <PlotLine points={assets.points} color={colors[0]} />
        <PlotLine points={income.points} color={colors[1]} />
      </svg>
      <p className="gz-assets-chart__axis">
        <span>{first ? formatDate(first.date) : ''}</span>
        <span>{last ? formatDate(last.date) : ''}</span>
      </p>
      <p className="gz-assets-chart__legend">
        <span style={{ color: colors[0] }}>
          ━ 总资产 {formatMoneyInWan(assets.min.toFixed(2))}～{formatMoneyInWan(assets.max.toFixed(2))}
        </span>
        <span style={{ color: colors[1] }}>
          ━ 累计收益 {formatMoneyInWan(income.min.toFixed(2))}～{formatMoneyInWan(income.max.toFixed(2))}
        </span>
      </p>
    </div>
  );
}
