import { useEffect, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

import type { AppDispatch } from '@/store';
import { useAppDispatch } from '@/store/hooks';

import { ROUTE_TABLE } from '../route-table';

/** What a screen asks for before it is drawn: its first answers, for the address it opens on. */
export type Preload = (dispatch: AppDispatch, search: URLSearchParams) => void;
type PreloadingScreen = ComponentType & { preload?: Preload };

interface Opening {
  screen: Promise<PreloadingScreen>;
  search: URLSearchParams;
}

let opening: Opening | undefined;

/**
 * The screen a visit opens on (the address's hash, #/trade-center/purchase?sort=3 → /trade-center/purchase):
 * its chunk is asked for at once, beside the page's own start and the session check, instead of after the
 * session check answered (issue 38 item 9). Nothing for an unknown route (it goes to the hall).
 */
export function startOpeningScreen(hash: string): void {
  const [pathname, query = ''] = hash.replace(/^#/, '').split('?');
  const route = ROUTE_TABLE.find((entry) => matchPath(entry.path, pathname || '/'));
  if (route)
    opening = { screen: route.lazy() as Promise<PreloadingScreen>, search: new URLSearchParams(query) };
}

/**
 * Once the store exists: the opening screen's first answers are asked for as soon as its chunk is in, while the
 * session check may still be on its way, so the first rows wait for one round trip rather than three. The
 * screen's own queries then find them in the cache (the same arguments). A visit without a session gets the
 * same 401000 from these as from the session check, and goes to login once (navigateOnce). A preload that failed
 * before the screen subscribed is asked once more by the screen's own query (RTK Query reads an entry in error
 * again for a new subscriber): the screen then shows that second answer, its data or its failure.
 */
export function usePreloadOpeningScreen(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const first = opening;
    // Only the first screen: later moves load their chunk and answers as they come.
    opening = undefined;
    void first?.screen.then(
      (screen) => screen.preload?.(dispatch, first.search),
      // A chunk that fails to load is the route's own error to show, when React asks for it again.
      () => undefined,
    );
  }, [dispatch]);
}
