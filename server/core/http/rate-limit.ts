import type { FastifyRateLimitStore, RateLimitOptions, RateLimitPluginOptions } from '@fastify/rate-limit';

import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Clock } from '../clock';
import { putBounded, type Volatile } from '../volatile';
import { clientKey } from './client-key';
import { BusinessError } from './envelope';

export interface RateLimit {
  /** Names the window in memory; limiters of one name share it. */
  name: string;
  limit: number;
  windowMs: number;
}

type Holder = { volatile: Volatile; clock: Clock };

/** Counts one call of `key` in a sliding window of the portal's clock; a call over the limit is not counted. */
function count(holder: Holder, window: string, key: string, limit: number, windowMs: number) {
  const calls = holder.volatile.map<number[]>(window);
  const now = holder.clock.now();
  const recent = (calls.get(key) ?? []).filter((at) => now - at < windowMs);
  if (recent.length < limit) putBounded(calls, key, [...recent, now]);
  return { current: recent.length + 1, ttl: recent.length > 0 ? windowMs - (now - recent[0]) : windowMs };
}

/** Calls per key (a client address, an account) within a sliding window, in memory. */
export function rateLimiter(holder: Holder, rule: RateLimit): (key: string) => boolean {
  return (key) => count(holder, `rate:${rule.name}`, key, rule.limit, rule.windowMs).current <= rule.limit;
}

const TOO_MANY = '操作过于频繁，请稍后再试';

/** HTTP 429 with the envelope's 400008 (the reached-limit state). */
export function tooMany(message = TOO_MANY): BusinessError {
  return new BusinessError(RESPONSE_STATE.REACHED_LIMIT, message, 429);
}

/** Counts one call of `key` against the rule; over the limit it throws 429 instead. */
export function enforceRate(holder: Holder, rule: RateLimit, key: string): void {
  if (!rateLimiter(holder, rule)(key)) throw tooMany();
}

type Done = (error: Error | null, state?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's options (server/app.ts): its windows kept as the rules' above, on the portal's clock and
 * in its volatile memory (a test's clock moves them on, /__dev/state/restore clears them); a client counts
 * by its address (client-key.ts: an IPv6 /64 is one client); over the limit, the envelope's 429.
 */
export function rateLimitOptions(holder: Holder): RateLimitPluginOptions {
  class Store implements FastifyRateLimitStore {
    incr(key: string, done: Done, windowMs: number, max: number) {
      done(null, count(holder, 'rate:per-address', key, max, windowMs));
    }
    child() {
      return this;
    }
  }
  return {
    global: false,
    store: Store,
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: () => tooMany(),
  };
}

/**
 * A route's limit per client address (its `config.rateLimit`), counted when its hook runs (default: before
 * the handler, so a call the schema refuses is not counted). Routes naming one rule share its window.
 */
export function perAddress(
  rule: RateLimit,
  { hook = 'preHandler', message }: { hook?: RateLimitOptions['hook']; message?: string } = {},
): RateLimitOptions {
  return {
    max: rule.limit,
    timeWindow: rule.windowMs,
    groupId: rule.name,
    hook,
    ...(message ? { errorResponseBuilder: () => tooMany(message) } : {}),
  };
}
