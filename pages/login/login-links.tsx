import { NEW_WINDOW_TEXT, publicSiteUrl } from '@/shared/config';
import { LOGIN_CHANNEL } from '@/shared/enums/account';
import { useBrowserValue, useLocationSearch } from '@/shared/hydration';
import { openingPageUrl, PAGE_FILES } from '@/shared/routing';

import { LOGIN_TEXT } from './login-texts';

/** The reset pages come back to `from`: this login page with its query (the redirect survives). */
export function forgotPasswordUrl(
  page: 'reset' | 'orgReset',
  location: Pick<Location, 'pathname' | 'search'>,
) {
  return `/${PAGE_FILES[page]}?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

const readPathname = () => window.location.pathname;

/** forgotPasswordUrl from this address; while prerendered and hydrating, from the plain login page's. */
export function useForgotPasswordUrl(page: 'reset' | 'orgReset'): string {
  const pathname = useBrowserValue(readPathname, `/${PAGE_FILES.login}`);
  const search = useLocationSearch();
  return forgotPasswordUrl(page, { pathname, search });
}

/** Official-site registration (GuanWang channel); account opening is open.html (docs/decisions.md). */
export const REGISTER_URL = publicSiteUrl('register');

export function loginChannel(search: string): string {
  return new URLSearchParams(search).get('channel') === LOGIN_CHANNEL.GuanWang
    ? LOGIN_CHANNEL.GuanWang
    : LOGIN_CHANNEL.Trade;
}

/** Spec §2: the official-website channel opens its registration in a new window; otherwise account opening. */
export function RegisterLink() {
  const search = useLocationSearch();
  const official = loginChannel(search) === LOGIN_CHANNEL.GuanWang;
  return (
    <p className="gz-login__register">
      {LOGIN_TEXT.registerPrompt}
      {official ? (
        <a href={REGISTER_URL} target="_blank" rel="noopener noreferrer">
          {LOGIN_TEXT.register}
          <span className="gz-visually-hidden">{NEW_WINDOW_TEXT}</span>
        </a>
      ) : (
        <a href={openingPageUrl(search)}>{LOGIN_TEXT.register}</a>
      )}
    </p>
  );
}
