/** A hand-drawn chart's viewBox: its width and height, and the padding around the plot. */
export interface PlotBox {
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
}

/** A series scaled into the plot on its own scale: its SVG polyline points, its min and its max. */
export function scaleSeries(
  values: readonly number[],
  box: PlotBox,
): { points: string; min: number; max: number } {
  const { width, height, pad } = box;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => pad.left + (i * (width - pad.left - pad.right)) / Math.max(1, values.length - 1);
  const y = (v: number) => pad.top + (1 - (v - min) / span) * (height - pad.top - pad.bottom);
  return { points: values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' '), min, max };
}

/** Grey horizontal lines across the plot at the given fractions of its height (0 its top, 1 its bottom). */
export function PlotGrid({ box, at }: { box: PlotBox; at: readonly number[] }) {
  const { width, height, pad } = box;
  return at.map((f) => (
    <line
      key={f}
      x1={pad.left}
      x2={width - pad.right}
      y1={pad.top + f * (height - pad.top - pad.bottom)}
      y2={pad.top + f * (height - pad.top - pad.bottom)}
      stroke="#e4e7ed"
      strokeWidth="1"
    />
  ));
}

/** A scaled series drawn as a 2px line of the given colour, as thick however the chart is stretched. */
export function PlotLine({ points, color }: { points: string; color: string | undefined }) {
  return (
    <polyline points={points} fill="none" stroke={color} strokeWidth="2" vectorEffect="non-scaling-stroke" />
  );
}
