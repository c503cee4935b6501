const W = 600;
const H = 200;
const PAD = 12;

/**
 * 累计投入 and 市值 of the replay as two lines, hand-drawn SVG like the fund's NAV line: the figures are in the
 * summary and the table, so the drawing is hidden from readers.
 */
export function ReplayChart({ invested, value }: { invested: readonly number[]; value: readonly number[] }) {
  const all = [...invested, ...value];
  const min = Math.min(...all);
  const span = Math.max(...all) - min || 1;
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / Math.max(1, invested.length - 1);
  const y = (v: number) => PAD + (1 - (v - min) / span) * (H - 2 * PAD);
  const line = (series: readonly number[]) =>
    series.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <div aria-hidden="true" className="gz-plan-replay__chart">
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none">
        <polyline
          points={line(invested)}
          fill="none"
          stroke="#8a94a6"
          strokeWidth="2"
          strokeDasharray="6 4"
        />
        <polyline points={line(value)} fill="none" stroke="#1d5fb4" strokeWidth="2" />
      </svg>
      <p className="gz-plan-replay__legend">
        <span className="is-invested">┅ 累计投入</span> <span className="is-value">━ 市值</span>
      </p>
    </div>
  );
}
