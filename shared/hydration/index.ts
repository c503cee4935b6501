import {
  useCallback,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type SetStateAction,
} from 'react';

/**
 * What a page reads from the browser (local storage, the address, the user agent, the clock) must not change
 * its first render: the build prerenders each page without a browser (scripts/prerender) and the first client
 * render must equal that HTML, or hydration fails. These hooks give the build's value to the prerender and to
 * the hydrating render, and the browser's right after (React re-renders at once when a store's client
 * snapshot differs from its server snapshot). A page rendered afresh (createRoot) reads the browser at once.
 */

const neverChanges = () => () => undefined;
const inBrowserNow = () => true;
const notInBrowser = () => false;

/**
 * A value read from the browser that the page does not change itself: `serverValue` while prerendering and
 * hydrating, then `read()`. `read` must return the same value while nothing changed (a primitive, or a
 * cached object): React compares it with Object.is on every render.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}

/** State whose initial value comes from the browser: `serverValue` while prerendering and hydrating. */
export function useBrowserState<T>(read: () => T, serverValue: T): [T, Dispatch<SetStateAction<T>>] {
  const inBrowser = useSyncExternalStore(neverChanges, inBrowserNow, notInBrowser);
  // Read once, on the first render that runs in the browser; later changes are the page's own.
  const initial = useRef<{ value: T } | null>(null);
  if (inBrowser && initial.current === null) initial.current = { value: read() };
  const [own, setOwn] = useState<{ value: T } | null>(null);
  const setValue = useCallback(
    (action: SetStateAction<T>) =>
      setOwn((previous) => {
        const base = previous ? previous.value : initial.current ? initial.current.value : serverValue;
        return { value: action instanceof Function ? action(base) : action };
      }),
    // serverValue is the call site's constant.
    [],
  );
  const value = own ? own.value : initial.current ? initial.current.value : serverValue;
  return [value, setValue];
}

const readSearch = () => window.location.search;

/** The address's query (`?…`), '' while prerendering and hydrating. */
export function useLocationSearch(): string {
  return useBrowserValue(readSearch, '');
}
