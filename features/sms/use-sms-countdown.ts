import { useCallback, useEffect, useState } from 'react';

import { countdownEnd, secondsLeft } from './countdown';

export interface SmsCountdown {
  /** Seconds left; 0 when resending is allowed. */
  remaining: number;
  running: boolean;
  /** Starts (or restarts) the countdown from `seconds`. */
  start: () => void;
  /** Stops it early (e.g. a send that failed after all). */
  reset: () => void;
}

/** The resend countdown of the SMS buttons (the rules: countdown.ts), re-read four times a second. */
export function useSmsCountdown(seconds: number): SmsCountdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (endsAt === null) return undefined;
    const update = () => setRemaining(secondsLeft(endsAt, Date.now()));
    update();
    const timer = window.setInterval(update, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  useEffect(() => {
    if (endsAt !== null && remaining === 0) setEndsAt(null);
  }, [endsAt, remaining]);

  const start = useCallback(() => {
    setEndsAt(countdownEnd(Date.now(), seconds));
    setRemaining(seconds);
  }, [seconds]);
  const reset = useCallback(() => {
    setEndsAt(null);
    setRemaining(0);
  }, []);
  return { remaining, running, start, reset };
}
