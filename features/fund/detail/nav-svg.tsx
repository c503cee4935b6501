import { PlotGrid, PlotLine, scaleSeries, type PlotBox } from '@/shared/components/svg-plot';

const BOX: PlotBox = { width: 600, height: 200, pad: { left: 8, right: 8, top: 12, bottom: 12 } };

/**
 * One series as a line (the NAV, or a money-market fund's 七日年化), with its range as the legend. Hand-drawn
 * SVG as the asset trend (features/assets/charts/trend-svg.tsx): ECharts' cartesian line would add ~30 KB
 * gzip for one polyline; the words are in the summary and the table, so the drawing is hidden from readers.
 */
export function NavSvg({ values, label }: { values: readonly number[]; label: string }) {
  const { points, min, max } = scaleSeries(values, BOX);
  return (
    <div aria-hidden="true" className="gz-fund-detail__chart">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} preserveAspectRatio="none">
        <PlotGrid box={BOX} at={[0, 0.5, 1]} />
        <PlotLine points={points} color="#1d5fb4" />
      </svg>
      <p className="gz-fund-detail__legend">
        ━ {label} {min}～{max}
      </p>
    </div>
  );
}
