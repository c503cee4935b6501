import { HOME_URL, KNOWN_PAGE_PATHS, PAGE_FILES } from './pages';

/** The query parameter of the login pages that holds the encoded address to come back to. */
export const REDIRECT_PARAM = 'redirect';

const LOGIN_PATHS = new Set([`/${PAGE_FILES.login}`, `/${PAGE_FILES.gwlogin}`]);

/** `login.html?redirect=<encoded current address>`, what the 401000 handler navigates to. */
export function loginUrlWithRedirect(currentHref: string): string {
  return `/${PAGE_FILES.login}?${REDIRECT_PARAM}=${encodeURIComponent(currentHref)}`;
}

/** True on the person or adviser login page, where a 401000 must not redirect again. */
export function isOnLoginPage(pathname: string = window.location.pathname): boolean {
  return LOGIN_PATHS.has(pathname);
}

function decodeOnce(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Where to go after login. `raw` is the still-encoded parameter value: decoded exactly once, resolved
 * against `origin` with the URL API (which also normalises `\`, tabs and dot segments the way a browser
 * would), and accepted only on this origin, over http(s), without credentials and on a known page.
 * Anything else yields the portal home. The result is always an absolute URL on `origin`.
 */
export function safeRedirect(raw: string | null | undefined, origin: string): string {
  const base = new URL(origin);
  const home = new URL(HOME_URL, base.origin).href;
  if (!raw) return home;
  const decoded = decodeOnce(raw);
  if (decoded === undefined || decoded.trim() === '') return home;
  let target: URL;
  try {
    target = new URL(decoded, `${base.origin}/`);
  } catch {
    return home;
  }
  const sameOrigin = target.origin === base.origin && target.protocol === base.protocol;
  const noCredentials = target.username === '' && target.password === '';
  if (!sameOrigin || !noCredentials || !KNOWN_PAGE_PATHS.has(target.pathname)) return home;
  return target.href;
}

/**
 * The raw (undecoded) `redirect` value of a query string. URLSearchParams would decode it already, and
 * safeRedirect must be the one place that decodes.
 */
export function rawRedirectParam(search: string): string | undefined {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const [name, ...rest] = pair.split('=');
    if (name === REDIRECT_PARAM) return rest.join('=');
  }
  return undefined;
}

/** The safe target of the current login page's `redirect` parameter. */
export function redirectTarget(location: Pick<Location, 'search' | 'origin'> = window.location): string {
  return safeRedirect(rawRedirectParam(location.search), location.origin);
}
