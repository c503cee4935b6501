import { useLocation } from 'react-router-dom';

import { ROUTES } from '@/shared/routing';

import { ROUTE_TABLE, type ScreenRoute } from '../route-table';
import { NavBar } from './nav-bar';

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
    <NavBar
      block="gz-trade-nav"
      label="交易中心"
      items={TRADE_CENTER_ITEMS}
      isCurrent={(item) => pathname === item.to}
    />
  );
}
