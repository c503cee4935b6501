import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Clock } from '../clock';
import { putBounded, type Volatile } from '../volatile';
import { BusinessError } from './envelope';

export interface RateLimit {
  /** Names the window in memory; limiters of one name share it. */
  name: string;
  limit: number;
  windowMs: number;
}

/** Calls per key (a client address, an account) within a sliding window, in memory. */
export function rateLimiter(
  holder: { volatile: Volatile; clock: Clock },
  rule: RateLimit,
): (key: string) => boolean {
  const calls = holder.volatile.map<number[]>(`rate:${rule.name}`);
  return (key) => {
    const now = holder.clock.now();
    const recent = (calls.get(key) ?? []).filter((at) => now - at < rule.windowMs);
    if (recent.length >= rule.limit) return false;
    putBounded(calls, key, [...recent, now]);
    return true;
  };
}

const TOO_MANY = '操作过于频繁，请稍后再试';

/** HTTP 429 with the envelope's 400008 (the reached-limit state). */
export function tooMany(message = TOO_MANY): BusinessError {
  return new BusinessError(RESPONSE_STATE.REACHED_LIMIT, message, 429);
}

/** Counts one call of `key` against the rule; over the limit it throws 429 instead. */
export function enforceRate(
  holder: { volatile: Volatile; clock: Clock },
  rule: RateLimit,
  key: string,
): void {
  if (!rateLimiter(holder, rule)(key)) throw tooMany();
}
