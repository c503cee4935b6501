import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';

import { ROUTES } from '@/shared/routing';

import { OPEN_PATHS, ROUTE_TABLE, type ScreenRoute } from './route-table';
import { ScreenTitle } from './shell/screen-title';

// The pop-up a purchase (or another trigger) opens: its own small chunk, asked for once the app has drawn.
const SurveyWindow = lazy(() =>
  import(/* webpackChunkName: "survey-window" */ '@/features/survey/survey-window').then((module) => ({
    default: module.SurveyWindow,
  })),
);

/** The router's routes, built from the table: each entry's screen loads with its route, under its title. */
export function screenRoutes(table: readonly ScreenRoute[]): RouteObject[] {
  const screens = table.map(({ path, title, lazy: load }): RouteObject => {
    const Screen = lazy(() => load().then((screen) => ({ default: screen })));
    return {
      path,
      element: (
        <ScreenTitle.Provider value={title}>
          <Screen />
        </ScreenTitle.Provider>
      ),
    };
  });
  // An unknown route goes to the hall.
  return [...screens, { path: '*', element: <Navigate to={ROUTES.hall} replace /> }];
}

const SCREEN_ROUTES = screenRoutes(ROUTE_TABLE);

/** Every hash route of spec §2 (route-table.ts); screens load per route. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const screen = useRoutes(SCREEN_ROUTES);
  return (
    <>
      {!OPEN_PATHS.has(pathname) && (
        <Suspense fallback={null}>
          <SurveyWindow />
        </Suspense>
      )}
      <Suspense fallback={<p role="status">正在加载…</p>}>{screen}</Suspense>
    </>
  );
}
