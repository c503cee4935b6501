// First: react-router needs TextEncoder, which jsdom lacks.
import '../../api/support/node-fetch';

import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';

import { CentreScreen } from '@/pages/index/hall/user/centre/centre-screen';
import { OPEN_PATHS, ROUTE_TABLE, routeTitle, type ScreenRoute } from '@/pages/index/route-table';
import { screenRoutes } from '@/pages/index/routes';
import { ROUTES } from '@/shared/routing';

function Routed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderAt(path: string, table: readonly ScreenRoute[]) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p role="status">正在加载…</p>}>
        <Routed routes={screenRoutes(table)} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('the route table of the index page', () => {
  it('every route has a title and a screen', async () => {
    for (const route of ROUTE_TABLE) {
      expect(route.title.trim()).not.toBe('');
      expect(routeTitle(route.path)).toBe(route.title);
      expect(typeof (await route.lazy())).toBe('function');
    }
  });

  it('holds every path other code links to (ROUTES), each once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of Object.values(ROUTES)) expect(paths).toContain(path);
  });

  it('only the gallery and 产品详情 show without a session', () => {
    expect([...OPEN_PATHS].sort()).toEqual(['/gallery', ROUTES.productDetail].sort());
  });

  it('a new entry is all a new screen takes: the router is built from the table', async () => {
    const messages: ScreenRoute = {
      path: '/hall/user/messages',
      title: '我的消息',
      lazy: async () =>
        function MessagesScreen() {
          return (
            <CentreScreen back={ROUTES.userInfo} backText="返回个人信息">
              <p>暂无消息</p>
            </CentreScreen>
          );
        },
    };
    renderAt('/hall/user/messages', [...ROUTE_TABLE, messages]);
    expect(await screen.findByRole('heading', { level: 1, name: '我的消息' })).toBeInTheDocument();
    expect(screen.getByText('暂无消息')).toBeVisible();
    expect(screen.getByRole('link', { name: '返回个人信息' })).toHaveAttribute('href', '/hall/user/info');
  });

  it('a table screen shows under its own title', async () => {
    renderAt(ROUTES.privacyPolicy, ROUTE_TABLE);
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /阅读《/ })).toHaveAttribute(
      'href',
      '/static-agreements/privacy-policy.pdf',
    );
  });
});
