/**
 * Whether the browser has a network (navigator.onLine and its online/offline events): the offline banner
 * reads it, and every write waits for it (api/core/base-query.ts) instead of failing while the network is cut.
 * Outside a browser (the build's prerender, jest without a window) the network counts as present.
 */

const hasWindow = () => typeof window !== 'undefined' && typeof navigator !== 'undefined';

export function isOnline(): boolean {
  return !hasWindow() || navigator.onLine !== false;
}

/** Calls `listener` whenever the browser goes offline or online; returns the unsubscribe. */
export function subscribeOnline(listener: () => void): () => void {
  if (!hasWindow()) return () => undefined;
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Resolves at once when online, else when the network returns. */
export function waitUntilOnline(): Promise<void> {
  if (isOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribeOnline(() => {
      if (!isOnline()) return;
      stop();
      resolve();
    });
  });
}
