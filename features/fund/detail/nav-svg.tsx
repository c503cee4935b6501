const W = 600;
const H = 200;
const PAD = { left: 8, right: 8, top: 12, bottom: 12 };

/**
 * One series as a line (the NAV, or a money-market fund's 七日年化), with its range as the legend. Hand-drawn
 * SVG as the asset trend (features/assets/charts/trend-svg.tsx): ECharts' cartesian line would add ~30 KB
 * gzip for one polyline; the words are in the summary and the table, so the drawing is hidden from readers.
 */
export function NavSvg({ values, label }: { values: readonly number[]; label: string }) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / Math.max(1, values.length - 1);
  const y = (v: number) => PAD.top + (1 - (v - min) / span) * (H - PAD.top - PAD.bottom);
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <div aria-hidden="true" className="gz-fund-detail__chart">
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none">
        {[0, 0.5, 1].map((f) => (
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
          points={points}
          fill="none"
          stroke="#1d5fb4"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <p className="gz-fund-detail__legend">
        ━ {label} {min}～{max}
      </p>
    </div>
  );
}
