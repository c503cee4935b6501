import { useEffect, useState } from 'react';

import { useCheckSessionMutation } from '@/api/auth/endpoints-session';
import { outcomeOf } from '@/api/core/outcome';
import { redirectTarget } from '@/shared/routing';

import { LOGIN_TEXT } from './login-texts';

/**
 * POST /v1/auth/check at login (spec §7): a browser that had a session asks once, quietly, whether it still
 * lives; if so the page says so and offers the way on (the redirect, else the trade hall) instead of a
 * second login. Its own chunk: a first visit never had a session and loads none of it.
 */
const NOTHING = {};

export function LiveSessionNotice() {
  // The call's own state is not read here: selecting nothing keeps its progress from re-rendering this
  // notice (only an answer that the session lives does).
  const [check] = useCheckSessionMutation({ selectFromResult: () => NOTHING });
  const [live, setLive] = useState(false);
  useEffect(() => {
    let current = true;
    void check({ silent: true }).then((answer) => {
      const outcome = outcomeOf(answer);
      if (current && outcome.ok && outcome.value === true) setLive(true);
    });
    return () => {
      current = false;
    };
  }, [check]);
  if (!live) return null;
  return (
    <p className="gz-login__live" role="status">
      {LOGIN_TEXT.sessionLive}
      <a href={redirectTarget()}>{LOGIN_TEXT.sessionContinue}</a>
    </p>
  );
}
