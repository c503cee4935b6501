import { SMS_TEXT, resendIn } from './messages';

/**
 * The rules of the resend countdown, without React. It counts to an end time, not ticks: browsers slow
 * timers in background tabs, and an investor who switched tabs must still see the true time left.
 */
export function countdownEnd(now: number, seconds: number): number {
  return now + seconds * 1000;
}

/** Whole seconds left until `endsAt`, rounded up (120 s show as 120 until a full second has passed). */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The send button: 获取验证码 before the first send, N秒后重新获取 while counting, then 重新获取. */
export function sendButtonLabel(remaining: number, sentBefore: boolean): string {
  if (remaining > 0) return resendIn(remaining);
  return sentBefore ? SMS_TEXT.resend : SMS_TEXT.send;
}
