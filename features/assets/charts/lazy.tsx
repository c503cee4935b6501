import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import type { AssetChartsProps } from './asset-charts';

// ECharts (modular) comes with its own chunk, fetched once the charts' place comes near the screen.
const AssetCharts = lazy(() =>
  import(/* webpackChunkName: "assets-charts" */ './asset-charts').then((module) => ({
    default: module.AssetCharts,
  })),
);

/** How far below the visible screen the charts start loading, so that they are drawn when scrolled to. */
const AHEAD = '300px';

/** True once the element has come within AHEAD of the screen (at once where IntersectionObserver is missing). */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The asset charts, loaded when their place nears the screen. The place keeps the charts' height while they
 * load, so that nothing below them moves when they arrive.
 */
export function AssetChartsLazy(props: AssetChartsProps) {
  const { ref, near } = useNearScreen();
  return (
    <div ref={ref} className="gz-assets-charts-slot">
      {near ? (
        <Suspense fallback={<p className="gz-assets-charts__loading">正在加载图表…</p>}>
          <AssetCharts {...props} />
        </Suspense>
      ) : (
        <p className="gz-assets-charts__loading">正在加载图表…</p>
      )}
    </div>
  );
}
