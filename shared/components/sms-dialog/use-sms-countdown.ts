import { useCallback, useEffect, useState } from 'react';

export interface SmsCountdown {
  /** Seconds left; 0 when resending is allowed. */
  remaining: number;
  running: boolean;
  /** Starts (or restarts) the countdown from `seconds`. */
  start: () => void;
  /** Stops it early (e.g. a send that failed after all). */
  reset: () => void;
}

/** The resend countdown of the SMS buttons: one tick a second, cleaned up with the component. */
export function useSmsCountdown(seconds: number): SmsCountdown {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  const reset = useCallback(() => setRemaining(0), []);
  return { remaining, running, start, reset };
}
