import { ENV } from '@/shared/config';
import { LOGIN_CHANNEL } from '@/shared/enums/account';
import { PAGE_FILES } from '@/shared/routing';

import { LOGIN_TEXT } from './login-texts';

/** The reset pages come back to `from`: this login page with its query (the redirect survives). */
export function forgotPasswordUrl(
  page: 'reset' | 'orgReset',
  location: Pick<Location, 'pathname' | 'search'> = window.location,
) {
  return `/${PAGE_FILES[page]}?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** Official-site registration (GuanWang channel) and account opening (trade channel); docs/decisions.md. */
export const REGISTER_URL = `${ENV.publicSite}/register`;
export const OPEN_ACCOUNT_URL = `${ENV.publicSite}/account/open`;

export function loginChannel(search: string = window.location.search): string {
  return new URLSearchParams(search).get('channel') === LOGIN_CHANNEL.GuanWang
    ? LOGIN_CHANNEL.GuanWang
    : LOGIN_CHANNEL.Trade;
}

/** Spec §2: the official-website channel opens its registration in a new window; otherwise account opening. */
export function RegisterLink() {
  const official = loginChannel() === LOGIN_CHANNEL.GuanWang;
  return (
    <p className="gz-login__register">
      {LOGIN_TEXT.registerPrompt}
      {official ? (
        <a href={REGISTER_URL} target="_blank" rel="noopener noreferrer">
          {LOGIN_TEXT.register}
          <span className="gz-visually-hidden">{LOGIN_TEXT.newWindow}</span>
        </a>
      ) : (
        <a href={OPEN_ACCOUNT_URL}>{LOGIN_TEXT.register}</a>
      )}
    </p>
  );
}
