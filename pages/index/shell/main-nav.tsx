import { Link, useLocation } from 'react-router-dom';

import { ROUTE_TABLE, type ScreenRoute } from '../route-table';

interface NavItem {
  label: string;
  to: string;
  /** Whether a pathname belongs to this area (the item is then the current page). */
  owns: (pathname: string) => boolean;
}

/**
 * The four areas of the app, the table's routes with a 主导航 label. 个人中心 owns every /hall/user route, so
 * 大厅 owns only /hall itself.
 */
export const NAV_ITEMS: readonly NavItem[] = ROUTE_TABLE.flatMap(({ path, nav }: ScreenRoute) => {
  if (!nav?.main) return [];
  const area = nav.area;
  const owns = (pathname: string) => pathname === path || (area !== undefined && pathname.startsWith(area));
  return [{ label: nav.main, to: path, owns }];
});

export function MainNav() {
  const { pathname } = useLocation();
  return (
    <nav className="gz-app-nav" aria-label="主导航">
      <ul className="gz-app-nav__list">
        {NAV_ITEMS.map((item) => {
          const current = item.owns(pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={`gz-app-nav__link${current ? ' is-current' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
