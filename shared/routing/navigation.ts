/**
 * The one way the portal leaves the current page: the 401000 redirect of the global handler, the end of a
 * login, a logout, a finished reset. It lives in shared/ because every layer that navigates may import it
 * (api's global handler may import only shared/); tests replace the navigator and record the addresses.
 */
export type Navigator = (url: string) => void;

const assign: Navigator = (url) => window.location.assign(url);
let current: Navigator = assign;

export function navigate(url: string): void {
  current(url);
}

/** @internal Tests (and only tests) replace the browser navigation; resetNavigator puts it back. */
export function setNavigator(navigator: Navigator): void {
  current = navigator;
}

/** @internal */
export function resetNavigator(): void {
  current = assign;
}
