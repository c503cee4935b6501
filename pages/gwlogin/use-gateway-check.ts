import { useCallback, useEffect, useRef, useState } from 'react';

import { useCheckGatewayTokenMutation } from '@/api/auth/endpoints-gateway';
import { failureText, outcomeOf } from '@/api/core/outcome';
import { useBrowserState } from '@/shared/hydration';
import { HOME_URL, navigate } from '@/shared/routing';

import { GWTOKEN_PARAM } from './gateway-texts';

export type GatewayState =
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'valid' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message?: string };

function readToken(): string | null {
  // The build prerenders the page without an address.
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(GWTOKEN_PARAM)?.trim() || null;
}

/** The token must not stay in the address bar, the history or a later page's referrer. */
function dropTokenFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(GWTOKEN_PARAM)) return;
  url.searchParams.delete(GWTOKEN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Reads `gwtoken` once and checks it: true starts the adviser's session and opens the hall. */

export function useGatewayCheck(): { state: GatewayState; retry: () => void } {
  // Not shown, so read at once; what it decides shows after hydration. The prerendered page says 正在验证:
  // right for the adviser who comes with a token, and gone before the first paint for one who does not.
  const [token] = useState(readToken);
  const [state, setState] = useBrowserState<GatewayState>(
    () => (token ? { kind: 'checking' } : { kind: 'missing' }),
    { kind: 'checking' },
  );
  const [check] = useCheckGatewayTokenMutation();
  // The token is single-use: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  const run = useCallback(async () => {
    if (!token) return;
    setState({ kind: 'checking' });
    const answer = outcomeOf(await check({ token, silent: true }));
    if (answer.ok) {
      if (answer.value === true) {
        setState({ kind: 'valid' });
        navigate(HOME_URL);
      } else setState({ kind: 'invalid' });
      return;
    }
    setState({ kind: 'failed', message: failureText(answer) ?? undefined });
  }, [check, token]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dropTokenFromAddress();
    void run();
  }, [run]);

  return { state, retry: () => void run() };
}
