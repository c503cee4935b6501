import { act, render, screen } from '@testing-library/react';

import { AssetChartsLazy } from '@/features/assets/charts/lazy';

jest.mock('@/features/assets/charts/asset-charts', () => ({
  AssetCharts: () => <p>图表已绘制</p>,
}));

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: Callback[] = [];

class FakeIntersectionObserver {
  readonly options: { rootMargin?: string };
  constructor(callback: Callback, options: { rootMargin?: string }) {
    observed.push(callback);
    this.options = options;
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  observed = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const props = { channel: 'direct' as const, holdings: [] };

it('the asset charts (and ECharts) load only once their place nears the screen, holding their place meanwhile', async () => {
  const { container } = render(<AssetChartsLazy {...props} />);
  expect(screen.getByText('正在加载图表…')).toBeInTheDocument();
  expect(container.querySelector('.gz-assets-charts-slot')).not.toBeNull();
  expect(screen.queryByText('图表已绘制')).toBeNull();

  await act(async () => observed.forEach((callback) => callback([{ isIntersecting: false }])));
  expect(screen.queryByText('图表已绘制')).toBeNull();

  await act(async () => observed.forEach((callback) => callback([{ isIntersecting: true }])));
  expect(await screen.findByText('图表已绘制')).toBeInTheDocument();
});

it('a browser without IntersectionObserver loads the charts at once', async () => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(<AssetChartsLazy {...props} />);
  expect(await screen.findByText('图表已绘制')).toBeInTheDocument();
});
