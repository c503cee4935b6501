import { PieChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef, useState } from 'react';

import type { HoldingItem, YieldPeriod } from '@/api/account/contract-assets';
import { useFetchHoldYieldQuery, type AssetChannel } from '@/api/account/endpoints-assets';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { allocationOf, allocationSummary, PERIOD_LABEL, trendRows, trendSummary } from './chart-data';
import { TrendSvg } from './trend-svg';

// Only the pie, drawn on a canvas: no tooltip or legend components (the pie labels its slices; the figures
// are in the summary and the table). The trend is TrendSvg: ECharts' cartesian line with its grid took the
// asset chunks to 180 KB gzip, over the 150 KB budget (measured with scripts/size.ts).
echarts.use([PieChart, CanvasRenderer]);

const COLORS = ['#1d5fb4', '#c0262d', '#1b7a3e', '#b26a00', '#6b3fa0', '#00838f', '#5d6b7a'];

function useChart(option: echarts.EChartsCoreOption | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current || !option) return undefined;
    const chart = echarts.init(ref.current, undefined, { renderer: 'canvas' });
    chart.setOption(option);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option]);
  return ref;
}

export interface AssetChartsProps {
  channel: AssetChannel;
  holdings: readonly HoldingItem[];
}

/** Asset allocation by fund type and total assets / cumulative income over time, each with its data table. */
export function AssetCharts({ channel, holdings }: AssetChartsProps) {
  const slices = useMemo(() => allocationOf(holdings), [holdings]);
  const [period, setPeriod] = useState<YieldPeriod>('3m');
  const trend = useFetchHoldYieldQuery({ channel, period });
  const points = useMemo(() => trend.data?.points ?? [], [trend.data]);
  const pieOption = useMemo(
    () =>
      slices.length
        ? {
            color: COLORS,
            series: [
              {
                type: 'pie',
                radius: ['36%', '60%'],
                label: { formatter: '{b}\n{d}%' },
                data: slices.map(({ name, value }) => ({ name, value })),
              },
            ],
          }
        : null,
    [slices],
  );
  const pie = useChart(pieOption);
  return (
    <div className="gz-assets-charts">
      <figure className="gz-assets-chart" aria-labelledby={`alloc-${channel}`}>
        <figcaption id={`alloc-${channel}`}>
          <strong>资产分布</strong>
          <span className="gz-assets-chart__summary">{allocationSummary(slices)}</span>
        </figcaption>
        {slices.length > 0 && <div ref={pie} className="gz-assets-chart__canvas" aria-hidden="true" />}
        <details>
          <summary>查看资产分布数据表</summary>
          <table className="gz-assets-table">
            <caption className="gz-visually-hidden">资产分布数据表</caption>
            <thead>
              <tr>
                <th scope="col">产品类型</th>
                <th scope="col">参考市值</th>
                <th scope="col">占比</th>
              </tr>
            </thead>
            <tbody>
              {slices.map((s) => (
                <tr key={s.name}>
                  <th scope="row">{s.name}</th>
                  <td>{s.text}</td>
                  <td>{s.share}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
      <figure className="gz-assets-chart" aria-labelledby={`trend-${channel}`}>
        <figcaption id={`trend-${channel}`}>
          <strong>资产与收益走势</strong>
          <span className="gz-assets-chart__summary" aria-live="polite">
            {trend.data ? trendSummary(period, points) : '正在加载走势…'}
          </span>
        </figcaption>
        <div className="gz-assets-chart__periods" role="group" aria-label="走势区间">
          {(Object.keys(PERIOD_LABEL) as YieldPeriod[]).map((p) => (
            <button key={p} type="button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
              {PERIOD_LABEL[p]}
            </button>
          ))}
        </div>
        {points.length > 0 && <TrendSvg points={points} colors={COLORS} />}
        <details>
          <summary>查看走势数据表</summary>
          <table className="gz-assets-table">
            <caption className="gz-visually-hidden">资产与收益走势数据表</caption>
            <thead>
              <tr>
                <th scope="col">日期</th>
                <th scope="col">总资产</th>
                <th scope="col">累计收益</th>
              </tr>
            </thead>
            <tbody>
              {trendRows(period, points).map((p) => (
                <tr key={p.date}>
                  <th scope="row">{formatDate(p.date)}</th>
                  <td>{formatMoney(p.totalAssets)}</td>
                  <td>{formatMoney(p.cumulativeIncome)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figure>
    </div>
  );
}
