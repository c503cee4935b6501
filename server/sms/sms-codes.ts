import type { SmsType } from '@/api/sms/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { LOGIN_MESSAGES } from '@/shared/messages/login';
import { DAY, MINUTE } from '@/shared/time';

import type { Context } from '../core/context';
import { keyedHash, safeEqualHex, sixDigits } from '../core/crypto/random';
import { transaction } from '../core/db/database';
import { BusinessError } from '../core/http/envelope';
import { codeUsable, dailyLimitReached, resendWaitSeconds, SMS_MAX_WRONG } from './rules';
import { countWrongTry, insertSmsCode, killSmsCode, lastSentAt, newestSmsCode, sentSince } from './store';

/** What a code is for: the portal's SMS types and the bank's own (binding, unbinding, opening fast pay). */
export type SmsPurpose = SmsType | 'bankBind' | 'bankUntie' | 'bankFastPay';

/**
 * Sends a fresh code (the older ones of this phone and type die). Must run inside a transaction. With
 * `deliver: false` the code is kept like any other but never sent: an unknown account's reset code, which
 * then answers and counts exactly like a known one's.
 */
export function sendSmsCode(
  ctx: Context,
  phone: string,
  type: SmsPurpose,
  options = { deliver: true },
): void {
  const now = ctx.clock.now();
  // Limits count per phone and per purpose: a reset never uses up the login SMS.
  const wait = resendWaitSeconds(lastSentAt(ctx, phone, type), now);
  if (wait > 0) throw new BusinessError(RESPONSE_STATE.REACHED_LIMIT, `短信发送过于频繁，请${wait}秒后再试`);
  if (dailyLimitReached(sentSince(ctx, phone, type, now - DAY - MINUTE), now)) {
    throw new BusinessError(RESPONSE_STATE.REACHED_LIMIT, '今日短信发送次数已达上限，请明天再试');
  }
  const code = sixDigits();
  insertSmsCode(ctx, { phone, type, codeHash: keyedHash(ctx.secret, `${phone}:${type}:${code}`), now });
  if (options.deliver) ctx.sms.send({ phone, type, code, sentAt: now });
}

/**
 * Checks a code against the newest one of this phone and type; a right code is used up. Runs its own
 * transaction and throws 400002 (wrong) or 400024 (expired, superseded, used or dead after 5 wrong tries).
 */
export function consumeSmsCode(ctx: Context, phone: string, type: SmsPurpose, code: string): void {
  const now = ctx.clock.now();
  const wrong = transaction(ctx, () => {
    const row = newestSmsCode(ctx, phone, type);
    if (!row || !codeUsable(row, now)) {
      throw new BusinessError(RESPONSE_STATE.SMS_EXPIRED, '短信验证码已失效，请重新获取');
    }
    if (safeEqualHex(row.code_hash, keyedHash(ctx.secret, `${phone}:${type}:${code}`))) {
      killSmsCode(ctx, row.id);
      return false;
    }
    const tries = row.wrong_tries + 1;
    countWrongTry(ctx, row.id, tries, tries >= SMS_MAX_WRONG);
    return true;
  });
  // Thrown after the commit so the wrong try is counted.
  if (wrong) throw new BusinessError(RESPONSE_STATE.SMS_ERROR, LOGIN_MESSAGES.smsWrong);
}
