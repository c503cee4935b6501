import { PAGE_FILES, safeRedirect } from '@/shared/routing';

/** The query parameter of the reset pages naming the page to come back to. */
export const FROM_PARAM = 'from';

/** The raw (still encoded) value of one query parameter: safeRedirect must be the one place that decodes. */
export function rawQueryParam(search: string, name: string): string | undefined {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    const [key, ...rest] = pair.split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * Where a reset page goes back to: `from` when safeRedirect accepts it (this origin, a known page),
 * otherwise `fallback` — the login page for a forgotten login password.
 */
export function returnTarget(
  location: Pick<Location, 'search' | 'origin'> = window.location,
  fallback = `/${PAGE_FILES.login}`,
): string {
  const fallbackUrl = new URL(fallback, location.origin).href;
  const raw = rawQueryParam(location.search, FROM_PARAM);
  if (!raw) return fallbackUrl;
  const target = safeRedirect(raw, location.origin);
  // safeRedirect answers the portal home for whatever it refuses. `from` naming the home exactly is then
  // indistinguishable from a refused one; both go to the fallback, which is where a reset ends anyway.
  return target === safeRedirect(null, location.origin) ? fallbackUrl : target;
}

/** The other reset page (person ↔ organisation), keeping `from` as it came (still encoded). */
export function sameReturnHref(pageFile: string, search: string): string {
  const from = rawQueryParam(search, FROM_PARAM);
  return `/${pageFile}${from ? `?${FROM_PARAM}=${from}` : ''}`;
}
