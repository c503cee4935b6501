import { SESSION_WARN_BEFORE_S } from '@/shared/config/constants';

/** Where the session stands on the page's clock: 'quiet' (no warning), 'warn' (the dialog), 'over'. */
export interface ExpiryPhase {
  phase: 'unknown' | 'quiet' | 'warn' | 'over';
  /** Whole seconds left, rounded up (what the dialog counts down). */
  secondsLeft: number;
  /** Milliseconds until the phase or the shown second next changes; null when nothing will. */
  nextChangeMs: number | null;
}

export function expiryPhase(endsAt: number | null, now: number): ExpiryPhase {
  if (endsAt === null) return { phase: 'unknown', secondsLeft: 0, nextChangeMs: null };
  const leftMs = endsAt - now;
  if (leftMs <= 0) return { phase: 'over', secondsLeft: 0, nextChangeMs: null };
  const secondsLeft = Math.ceil(leftMs / 1000);
  const warnFrom = SESSION_WARN_BEFORE_S * 1000;
  if (leftMs > warnFrom) return { phase: 'quiet', secondsLeft, nextChangeMs: leftMs - warnFrom };
  // Inside the warning the shown second changes when leftMs crosses the next whole second.
  return { phase: 'warn', secondsLeft, nextChangeMs: leftMs - (secondsLeft - 1) * 1000 };
}
