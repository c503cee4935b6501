import { Link, useLocation } from 'react-router-dom';

import { ROUTES } from '@/shared/routing';

interface NavItem {
  label: string;
  to: string;
  /** Whether a pathname belongs to this area (the item is then the current page). */
  owns: (pathname: string) => boolean;
}

/** The four areas of the app. 个人中心 owns every /hall/user route, so 大厅 owns only /hall itself. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: '大厅', to: ROUTES.hall, owns: (path) => path === ROUTES.hall },
  { label: '个人中心', to: ROUTES.userInfo, owns: (path) => path.startsWith('/hall/user/') },
  {
    label: '交易中心',
    to: ROUTES.purchase,
    owns: (path) => path.startsWith('/trade-center/'),
  },
  { label: '我的资产', to: ROUTES.assets, owns: (path) => path === ROUTES.assets },
];

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
