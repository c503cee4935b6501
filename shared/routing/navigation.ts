/**
 * The one way the portal leaves the current page: the 401000 redirect of the global handler, the end of a
 * login, a logout, a finished reset. It lives in shared/ because every layer that navigates may import it
 * (api's global handler may import only shared/); tests replace the navigator and record the addresses.
 */
export type Navigator = (url: string) => void;

const assign: Navigator = (url) => window.location.assign(url);
let current: Navigator = assign;
let leaving = false;

/** Leaves for `url`, the investor's own way out (退出, the end of a login): it always goes. */
export function navigate(url: string): void {
  leaving = true;
  current(url);
}

/**
 * Leaves for `url` unless this page is already on its way out: a screen's first reads that all find the
 * session gone answer a moment apart, and each further assign would restart the navigation to the login
 * page; a read that the logout itself ended (a refetch of what it invalidated) must not turn 退出's plain
 * login page into one with a `redirect` back. A page the back button brings back from the cache may leave
 * again.
 */
export function navigateOnce(url: string): void {
  if (leaving) return;
  leaving = true;
  current(url);
}

/** Whether this page has already set off for another (a failure found after that is no news to act on). */
export function isLeavingPage(): boolean {
  return leaving;
}

if (typeof window !== 'undefined')
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });

/** @internal Tests (and only tests) replace the browser navigation; resetNavigator puts it back. */
export function setNavigator(navigator: Navigator): void {
  current = navigator;
  leaving = false;
}

/** @internal */
export function resetNavigator(): void {
  current = assign;
  leaving = false;
}
