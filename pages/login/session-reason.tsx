import { useFetchLoginInfoQuery } from '@/api/auth/endpoints';
import { useLocationSearch } from '@/shared/hydration';
import { rawRedirectParam } from '@/shared/routing';
import { readTokenTime } from '@/shared/storage';
import { useAppSelector } from '@/store/hooks';

import { LOGIN_TEXT } from './login-texts';

export type SessionEndReason = 'replace' | 'expire' | 'signout';

const REASON_TEXTS: Record<SessionEndReason, string> = {
  replace: LOGIN_TEXT.reasonReplaced,
  expire: LOGIN_TEXT.reasonExpired,
  signout: LOGIN_TEXT.reasonSignedOut,
};

/** An explicit `reason` query parameter (replace, expire, signout) names why the investor is here. */
export function reasonParam(search: string): SessionEndReason | undefined {
  const value = new URLSearchParams(search).get('reason') ?? '';
  return Object.prototype.hasOwnProperty.call(REASON_TEXTS, value) ? (value as SessionEndReason) : undefined;
}

/**
 * Why the investor was sent here. The base query's 401000 redirect carries only `redirect`, so with a
 * `redirect` and no `reason` the page asks the back office once (quietly): 401003 raises loginReplace,
 * 401000 loginExpire — and it is an expiry only if this browser had a session (a token time is stored).
 */
export function useSessionEndReason(): SessionEndReason | undefined {
  // The address is not known when the build prerenders the page: no reason until it runs.
  const search = useLocationSearch();
  const explicit = reasonParam(search);
  const cameBack = rawRedirectParam(search) !== undefined;
  useFetchLoginInfoQuery({ silent: true }, { skip: Boolean(explicit) || !cameBack });
  const { loginReplace, loginExpire } = useAppSelector((state) => state.globalFlags);
  if (explicit) return explicit;
  if (loginReplace) return 'replace';
  if (loginExpire && readTokenTime() !== undefined) return 'expire';
  return undefined;
}

export function SessionReason() {
  const reason = useSessionEndReason();
  if (!reason) return null;
  return (
    <p className="gz-login__reason" role="alert">
      {REASON_TEXTS[reason]}
    </p>
  );
}
