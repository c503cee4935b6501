import { useEffect, useState } from 'react';

import { useAppSelector } from '@/store/hooks';

import { expiryPhase, type ExpiryPhase } from './expiry-phase';

/**
 * The session's phase from the back office's last word (store/session-clock-slice), re-read when it next
 * changes: one timer to the start of the warning, then one a second while it shows.
 */
export function useExpiryPhase(): ExpiryPhase {
  const endsAt = useAppSelector((state) => state.sessionClock.endsAt);
  const [now, setNow] = useState(() => Date.now());
  const current = expiryPhase(endsAt, now);
  const wait = current.nextChangeMs;
  useEffect(() => {
    if (wait === null) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [wait, endsAt, now]);
  // A new answer moved the end: read the clock again.
  useEffect(() => setNow(Date.now()), [endsAt]);
  return current;
}
