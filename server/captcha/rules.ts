import { LOGIN_MESSAGES } from '@/shared/messages/login';
import { SECOND } from '@/shared/time';

const CAPTCHA_TTL_MS = 120 * SECOND;
const CAPTCHA_TOLERANCE = 4;
const MIN_SLIDE_MS = 100;
export const SLIDER_FAILED = '滑块验证码错误';
export const SLIDER_MISSING = '请先完成滑块验证';
/** The text check's refusal (ours: the spec knows the slider only). */
export const TEXT_FAILED = LOGIN_MESSAGES.textCheckWrong;

/** A challenge and a token live 120 s. */
export function captchaFresh(createdAt: number, now: number): boolean {
  return now - createdAt <= CAPTCHA_TTL_MS;
}

/**
 * The drag distance (1x px) within ±4 of the hole, within 120 s, and not faster than a hand can slide. The
 * slide time the page reports is believed only as far as the back office saw it pass: a slide cannot take
 * longer than the time since the picture was served (nor can that time be under 100 ms). That time is the
 * longer of the business clock's and a monotonic wall clock's: the business clock stands still or jumps in
 * tests and demos (`/__dev/clock`), and neither is in the client's hands.
 */
export function slideAccepted(
  challenge: { answer: number; createdAt: number; servedMonotonicMs: number },
  attempt: { code: number; slideMs: number },
  now: { clock: number; monotonicMs: number },
): boolean {
  const served = Math.max(now.clock - challenge.createdAt, now.monotonicMs - challenge.servedMonotonicMs);
  return (
    captchaFresh(challenge.createdAt, now.clock) &&
    attempt.slideMs >= MIN_SLIDE_MS &&
    served >= Math.max(MIN_SLIDE_MS, attempt.slideMs) &&
    Math.abs(attempt.code - challenge.answer) <= CAPTCHA_TOLERANCE
  );
}

/** Challenges (pictures) served to one address: enough for a person who fails a few times, not for a script. */
export const CHALLENGES_PER_MINUTE = 20;

/** Puzzles drawn ahead, off the request path, so that a request takes one instead of drawing (issue 39). */
export const PUZZLE_POOL_SIZE = 16;
/**
 * The whole process draws at most 40 puzzles in any 4 s (≈ 45 ms each: under half a core), pool and
 * requests together; with the pool empty and that spent, a request is refused (429, 400008).
 */
export const PUZZLE_DRAWINGS = { limit: 40, windowMs: 4 * SECOND };
export const PUZZLES_BUSY = '当前验证请求过多，请稍后再试';
