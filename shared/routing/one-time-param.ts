/**
 * A hand-over token in the address (the adviser's `gwtoken`, a consignment investor's `registeredToken`): read
 * once, then dropped, so that it stays neither in the address bar, the history nor a later page's referrer.
 */
export function readQueryParam(name: string): string | null {
  // The build prerenders the pages without an address.
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(name)?.trim() || null;
}

export function dropQueryParam(name: string): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
