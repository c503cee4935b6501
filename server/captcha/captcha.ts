import { randomUUID } from 'node:crypto';

import type { CaptchaData } from '@/api/captcha/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Context } from '../core/context';
import { hashToken, randomToken } from '../core/crypto/random';
import { BusinessError } from '../core/http/envelope';
import { tooMany } from '../core/http/rate-limit';
import { putBounded } from '../core/volatile';
import { captchaFresh, PUZZLES_BUSY, SLIDER_FAILED, SLIDER_MISSING, slideAccepted } from './rules';

// Challenges and tokens live two minutes: they are kept in memory (core/volatile.ts), never written to the
// database (which would be rewritten and fsynced for each picture). A restart forgets them: the investor
// passes the slider again.

interface Challenge {
  answer: number;
  createdAt: number;
  /** performance.now() when served: the slide's time does not depend on the business clock alone. */
  servedMonotonicMs: number;
}

const challenges = (ctx: Context) => ctx.volatile.map<Challenge>('captcha-challenges');
const tokens = (ctx: Context) => ctx.volatile.map<number>('captcha-tokens');

/** Drops the entries older than the lifetime: the maps are in insertion (so time) order. */
function dropStale<V>(map: Map<string, V>, createdAt: (value: V) => number, now: number): void {
  for (const [key, value] of map) {
    if (captchaFresh(createdAt(value), now)) return;
    map.delete(key);
  }
}

/** New challenge from the pool (server/captcha/pool.ts); the answer stays on the server. */
export async function createChallenge(ctx: Context): Promise<CaptchaData> {
  const puzzle = await ctx.puzzles.take();
  if (!puzzle) throw tooMany(PUZZLES_BUSY);
  const id = randomUUID();
  const now = ctx.clock.now();
  dropStale(challenges(ctx), (c) => c.createdAt, now);
  putBounded(challenges(ctx), id, {
    answer: puzzle.answer,
    createdAt: now,
    servedMonotonicMs: performance.now(),
  });
  return { id, background: puzzle.background, slider: puzzle.slider, y: puzzle.y };
}

/** A fresh one-use token (valid 120 s), kept hashed. */
export function grantCaptchaToken(ctx: Context): string {
  const token = randomToken();
  const now = ctx.clock.now();
  dropStale(tokens(ctx), (createdAt) => createdAt, now);
  putBounded(tokens(ctx), hashToken(token), now);
  return token;
}

/** One attempt per challenge: right or wrong, the challenge is used up. */
export function verifyChallenge(ctx: Context, id: string, code: number, slideMs: number): string {
  const challenge = challenges(ctx).get(id);
  challenges(ctx).delete(id);
  const now = { clock: ctx.clock.now(), monotonicMs: performance.now() };
  if (!challenge || !slideAccepted(challenge, { code, slideMs }, now)) {
    throw new BusinessError(RESPONSE_STATE.GRAPHIC_CODE_ERROR, SLIDER_FAILED);
  }
  return grantCaptchaToken(ctx);
}

/** Uses up a captcha token (valid 120 s); a missing, used or stale one is the graphic-verification state. */
export function consumeCaptchaToken(ctx: Context, token: string | undefined): void {
  const hash = token ? hashToken(token) : '';
  const issuedAt = tokens(ctx).get(hash);
  tokens(ctx).delete(hash);
  if (issuedAt === undefined || !captchaFresh(issuedAt, ctx.clock.now())) {
    throw new BusinessError(RESPONSE_STATE.GRAPHIC_CODE_ERROR, SLIDER_MISSING);
  }
}

/** The newest challenge not yet answered, with its answer (the dev hook). */
export function lastChallenge(ctx: Context): { id: string; code: number } | null {
  let last: { id: string; code: number } | null = null;
  for (const [id, challenge] of challenges(ctx)) last = { id, code: challenge.answer };
  return last;
}
