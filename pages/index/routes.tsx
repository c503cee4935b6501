import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { ROUTES } from '@/shared/routing';

import { PendingArea } from './pending-area';
import { ROUTE_TITLES } from './route-titles';

const HallScreen = lazy(() =>
  import('./hall/hall-screen').then((module) => ({ default: module.HallScreen })),
);

const BUILT = new Set<string>([ROUTES.hall]);

/** Every hash route of spec §2; screens load per route. */
export function AppRoutes() {
  return (
    <Suspense fallback={<p role="status">正在加载…</p>}>
      <Routes>
        <Route path={ROUTES.hall} element={<HallScreen />} />
        {Object.keys(ROUTE_TITLES)
          .filter((path) => !BUILT.has(path))
          .map((path) => (
            <Route key={path} path={path} element={<PendingArea />} />
          ))}
        <Route path="*" element={<Navigate to={ROUTES.hall} replace />} />
      </Routes>
    </Suspense>
  );
}
