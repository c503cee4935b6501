import { Link, useLocation } from 'react-router-dom';

import { ROUTES } from '@/shared/routing';

import { ROUTE_TABLE, type ScreenRoute } from '../route-table';

/** 交易中心's own menu (issue 38 item 3): where each money action is, not only 购买; the table's order. */
export const TRADE_CENTER_ITEMS = ROUTE_TABLE.flatMap(({ path, nav }: ScreenRoute) =>
  nav?.tradeCenter ? [{ label: nav.tradeCenter, to: path }] : [],
);

/**
 * The order forms keep the fund at the top of a phone's screen: they are reached from a list, and their own
 * 返回 leads back to it.
 */
const WITHOUT_MENU: readonly string[] = [ROUTES.purchaseOrder, ROUTES.redeemOrder, ROUTES.planNew];

/** Under the main navigation on every trade-centre screen but the order forms. */
export function TradeCenterNav() {
  const { pathname } = useLocation();
  if (!pathname.startsWith('/trade-center/') || WITHOUT_MENU.includes(pathname)) return null;
  return (
    <nav className="gz-trade-nav" aria-label="交易中心">
      <ul className="gz-trade-nav__list">
        {TRADE_CENTER_ITEMS.map((item) => {
          const current = pathname === item.to;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={`gz-trade-nav__link${current ? ' is-current' : ''}`}
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
