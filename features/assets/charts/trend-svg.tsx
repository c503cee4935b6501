import { formatMoneyInWan } from '@/shared/format';
import { formatDate } from '@/shared/time';

import type { TrendPoint } from './chart-data';

const W = 600;
const H = 240;
const PAD = { left: 8, right: 8, top: 16, bottom: 28 };

/** x, y pairs of one series scaled into the plot, its own min and max (two scales: assets and income). */
function polyline(values: number[]): { points: string; min: number; max: number } {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / Math.max(1, values.length - 1);
  const y = (v: number) => PAD.top + (1 - (v - min) / span) * (H - PAD.top - PAD.bottom);
  return { points: values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' '), min, max };
}

/**
 * Total assets and cumulative income over time as two lines, each on its own scale (their ranges are in the
 * legend). Hand-drawn SVG: ECharts' cartesian line would take the chunk past its 150 KB budget (measured:
 * 180 KB gzip with it); the words are in the summary and the table, so the drawing is hidden from readers.
 */
export function TrendSvg({ points, colors }: { points: readonly TrendPoint[]; colors: readonly string[] }) {
  const assets = polyline(points.map((p) => Number(p.totalAssets)));
  const income = polyline(points.map((p) => Number(p.cumulativeIncome)));
  const first = points[0];
  const last = points.at(-1);
  return (
    <div aria-hidden="true">
      <svg viewBox={`0 0 ${W} ${H}`} className="gz-assets-chart__svg" preserveAspectRatio="none">
        {[0, 0.25, 0.5, 0.75, 1].map((f) => (
          <line
            key={f}
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + f * (H - PAD.top - PAD.bottom)}
            y2={PAD.top + f * (H - PAD.top - PAD.bottom)}
            stroke="#e4e7ed"
            strokeWidth="1"
          />
        ))}
        <polyline
          points={assets.points}
          fill="none"
          stroke={colors[0]}
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
        <polyline
          points={income.points}
          fill="none"
          stroke={colors[1]}
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
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
