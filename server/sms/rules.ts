import { SECOND, shanghaiDayNumber } from '@/shared/time';

const SMS_VALID_MS = 120 * SECOND;
const SMS_RESEND_MS = 60 * SECOND;
export const SMS_MAX_WRONG = 5;
const SMS_DAILY_LIMIT = 10;

/** Seconds to wait before the phone may have another code of a purpose (one per 60 s); 0 when it may now. */
export function resendWaitSeconds(lastSentAt: number | undefined, now: number): number {
  if (lastSentAt === undefined || now - lastSentAt >= SMS_RESEND_MS) return 0;
  return Math.ceil((SMS_RESEND_MS - (now - lastSentAt)) / SECOND);
}

/** Ten codes per phone and purpose per Shanghai day. */
export function dailyLimitReached(sentAt: number[], now: number): boolean {
  const today = shanghaiDayNumber(now);
  return sentAt.filter((at) => shanghaiDayNumber(at) === today).length >= SMS_DAILY_LIMIT;
}

/** The newest code counts for 120 s, unless it was used, superseded or killed by wrong tries. */
export function codeUsable(code: { dead: number; created_at: number } | undefined, now: number): boolean {
  return !!code && !code.dead && now - code.created_at <= SMS_VALID_MS;
}
