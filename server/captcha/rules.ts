import { SECOND } from '../core/time';

export const CAPTCHA_TTL_MS = 120 * SECOND;
const CAPTCHA_TOLERANCE = 4;
const MIN_SLIDE_MS = 100;
export const SLIDER_FAILED = '滑块验证码错误';
export const SLIDER_MISSING = '请先完成滑块验证';

/** A challenge and a token live 120 s. */
export function captchaFresh(createdAt: number, now: number): boolean {
  return now - createdAt <= CAPTCHA_TTL_MS;
}

/** The drag distance (1x px) within ±4 of the hole, within 120 s, and not faster than a hand can slide. */
export function slideAccepted(
  challenge: { answer: number; created_at: number },
  attempt: { code: number; slideMs: number },
  now: number,
): boolean {
  return (
    captchaFresh(challenge.created_at, now) &&
    attempt.slideMs >= MIN_SLIDE_MS &&
    Math.abs(attempt.code - challenge.answer) <= CAPTCHA_TOLERANCE
  );
}
