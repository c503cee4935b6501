import { useLocation } from 'react-router-dom';

import { ROUTE_TABLE, type ScreenRoute } from '../route-table';
import { NavBar, type NavLink } from './nav-bar';

interface NavItem extends NavLink {
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
    <NavBar block="gz-app-nav" label="主导航" items={NAV_ITEMS} isCurrent={(item) => item.owns(pathname)} />
  );
}
