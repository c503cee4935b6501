import { lazy, Suspense } from 'react';

import type { AssetChartsProps } from './asset-charts';

// ECharts (modular) comes with its own chunk, fetched once the asset screen has drawn its figures.
const AssetCharts = lazy(() =>
  import(/* webpackChunkName: "assets-charts" */ './asset-charts').then((module) => ({
    default: module.AssetCharts,
  })),
);

export function AssetChartsLazy(props: AssetChartsProps) {
  return (
    <Suspense fallback={<p className="gz-assets-charts__loading">正在加载图表…</p>}>
      <AssetCharts {...props} />
    </Suspense>
  );
}
