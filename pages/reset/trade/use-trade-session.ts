import { useCallback, useEffect, useState } from 'react';

import { useCheckSessionMutation } from '@/api/auth/endpoints-session';
import { useFetchUserQuery } from '@/api/auth/endpoints-user';
import { failureText, outcomeOf, readError } from '@/api/core/outcome';

export type TradeSession =
  | { kind: 'checking' }
  | { kind: 'anonymous' }
  | { kind: 'institution' }
  | { kind: 'person' }
  | { kind: 'failed'; message?: string };

/**
 * The trade password is reset inside a session (the back office sends that SMS to the session's phone).
 * POST /v1/auth/check answers without redirecting; only with a live session is the user fetched, to tell
 * a natural person from an institution.
 */
export function useTradeSession(): { session: TradeSession; retry: () => void } {
  const [check] = useCheckSessionMutation();
  const [live, setLive] = useState<boolean | null>(null);
  const [checkFailure, setCheckFailure] = useState<string | undefined | null>(null);
  const user = useFetchUserQuery(undefined, { skip: live !== true });

  const run = useCallback(async () => {
    setCheckFailure(null);
    setLive(null);
    const answer = outcomeOf(await check({ silent: true }));
    if (answer.ok) setLive(answer.value === true);
    else setCheckFailure(failureText(answer) ?? undefined);
  }, [check]);

  useEffect(() => {
    void run();
  }, [run]);

  const retry = () => (user.isError ? void user.refetch() : void run());
  if (checkFailure !== null) return { session: { kind: 'failed', message: checkFailure }, retry };
  if (live === null) return { session: { kind: 'checking' }, retry };
  if (!live) return { session: { kind: 'anonymous' }, retry };
  if (user.data) return { session: { kind: user.data.isNaturalPerson ? 'person' : 'institution' }, retry };
  if (user.isError)
    return { session: { kind: 'failed', message: failureText(readError(user.error)) ?? undefined }, retry };
  return { session: { kind: 'checking' }, retry };
}
