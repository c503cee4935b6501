import {
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type SetStateAction,
} from 'react';

/**
 * What a page reads from the browser (local storage, the address, the user agent) must not change its first
 * render: the build prerenders each page without a browser (scripts/prerender) and the first client render
 * must equal that HTML, or hydration fails. These hooks give the build's value to the server render and the
 * hydration, and the browser's right after, before the browser paints.
 */

/** A layout effect in the browser; nothing on the server, where React 18 warns about layout effects. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const neverChanges = () => () => undefined;

/**
 * A value read from the browser that the page does not change itself: `serverValue` while prerendering and
 * hydrating, then `read()`. `read` must return the same value while nothing changed (a primitive, or a
 * cached object): React compares it with Object.is on every render.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}

/**
 * State whose initial value comes from the browser: `serverValue` for the first render, then `read()` once,
 * in a layout effect (so the investor never sees the server value once the page runs).
 */
export function useBrowserState<T>(read: () => T, serverValue: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(serverValue);
  useBrowserLayoutEffect(() => {
    setValue(read());
    // Read once, at mount: later changes are the page's own, through setValue.
  }, []);
  return [value, setValue];
}

const readSearch = () => window.location.search;

/** The address's query (`?…`), '' while prerendering and hydrating. */
export function useLocationSearch(): string {
  return useBrowserValue(readSearch, '');
}
