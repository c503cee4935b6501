import { HOME_URL, PAGE_FILES } from './pages';
import { rawRedirectParam, REDIRECT_PARAM, safeRedirect } from './redirect';

/** The query parameter that tells the official site's account opening where to send the new investor back. */
export const RETURN_PARAM = 'returnUrl';

/** The login's `redirect`, still encoded, when it is one a login would follow (else nothing to carry). */
function keptRedirect(search: string, origin: string): string | undefined {
  const raw = rawRedirectParam(search);
  return raw && safeRedirect(raw, origin) !== new URL(HOME_URL, origin).href ? raw : undefined;
}

/**
 * open.html from the login page, with the login's query as it is: open.html reads only its `redirect`, and
 * judges it (keptRedirect) before it uses it, so the login page (at its size budget) carries no more.
 */
export function openingPageUrl(search: string): string {
  return `/${PAGE_FILES.open}${search}`;
}

/** Back to the person login from open.html, with the redirect it came with (when safe). */
export function loginReturnUrl(search: string, origin: string): string {
  const raw = keptRedirect(search, origin);
  return `${origin}/${PAGE_FILES.login}${raw ? `?${REDIRECT_PARAM}=${raw}` : ''}`;
}

/**
 * The official site's account opening, handed the way back: this portal's login page (absolute, on this
 * origin; the login's redirect guard still judges whatever comes back).
 */
export function openingHandOverUrl(openingUrl: string, search: string, origin: string): string {
  return `${openingUrl}?${RETURN_PARAM}=${encodeURIComponent(loginReturnUrl(search, origin))}`;
}
