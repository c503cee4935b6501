import { useLocation } from 'react-router-dom';

import type { RoutePath } from '@/shared/routing';

import { ROUTE_TITLES } from './route-titles';

/** A route whose screens are not built yet: its title and a calm line, never a blank page. */
export function PendingArea() {
  const { pathname } = useLocation();
  const title = ROUTE_TITLES[pathname as RoutePath] ?? '国证资管';
  return (
    <section aria-labelledby="area-title" className="gz-app-card">
      <h1 id="area-title">{title}</h1>
      <p>该功能正在建设中，敬请期待。如需办理，请致电客服热线 95517。</p>
    </section>
  );
}
