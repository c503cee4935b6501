import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { routeTitle } from '../route-table';

const SITE = '国证资管投资者服务';

/** The tab title follows the route, so the investor (and a screen reader) knows where they are. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = routeTitle(pathname);
    document.title = title ? `${title} - ${SITE}` : SITE;
  }, [pathname]);
}
