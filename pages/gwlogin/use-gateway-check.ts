import { useCallback, useEffect, useRef, useState } from 'react';

import { useCheckGatewayTokenMutation } from '@/api/auth/endpoints-gateway';
import { failureText, outcomeOf } from '@/api/core/outcome';
import { useBrowserState } from '@/shared/hydration';
import { dropQueryParam, HOME_URL, navigate, readQueryParam } from '@/shared/routing';

import { GWTOKEN_PARAM } from './gateway-texts';

export type GatewayState =
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'valid' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message?: string };

const readToken = () => readQueryParam(GWTOKEN_PARAM);

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
    dropQueryParam(GWTOKEN_PARAM);
    void run();
  }, [run]);

  return { state, retry: () => void run() };
}
