import { type SmsType } from '@/api/types';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Context } from '../context';
import { keyedHash, safeEqualHex, sixDigits } from '../crypto/random';
import { BusinessError } from '../http/envelope';
import { DAY, MINUTE, SECOND, shanghaiDayNumber } from '../time';

export const SMS_VALID_MS = 120 * SECOND;
export const SMS_RESEND_MS = 60 * SECOND;
export const SMS_MAX_WRONG = 5;
export const SMS_DAILY_LIMIT = 10;

/** Sends a fresh code (the older ones of this phone and type die). Must run inside a transaction. */
export function sendSmsCode(ctx: Context, phone: string, type: SmsType): void {
  const now = ctx.clock.now();
  const last = ctx.db.get<{ created_at: number }>(
    'SELECT created_at FROM sms_codes WHERE phone = ? ORDER BY created_at DESC, id DESC LIMIT 1',
    [phone],
  );
  if (last && now - last.created_at < SMS_RESEND_MS) {
    const wait = Math.ceil((SMS_RESEND_MS - (now - last.created_at)) / SECOND);
    throw new BusinessError(RESPONSE_STATE.REACHED_LIMIT, `短信发送过于频繁，请${wait}秒后再试`);
  }
  const today = shanghaiDayNumber(now);
  const recent = ctx.db.all<{ created_at: number }>(
    'SELECT created_at FROM sms_codes WHERE phone = ? AND created_at > ?',
    [phone, now - DAY - MINUTE],
  );
  if (recent.filter((row) => shanghaiDayNumber(row.created_at) === today).length >= SMS_DAILY_LIMIT) {
    throw new BusinessError(RESPONSE_STATE.REACHED_LIMIT, '今日短信发送次数已达上限，请明天再试');
  }
  const code = sixDigits();
  ctx.db.run('UPDATE sms_codes SET dead = 1 WHERE phone = ? AND type = ?', [phone, type]);
  ctx.db.run('INSERT INTO sms_codes (phone, type, code_hash, created_at) VALUES (?, ?, ?, ?)', [
    phone,
    type,
    keyedHash(ctx.secret, `${phone}:${type}:${code}`),
    now,
  ]);
  ctx.sms.send({ phone, type, code, sentAt: now });
}

/**
 * Checks a code against the newest one of this phone and type; a right code is used up. Runs its own
 * transaction and throws 400002 (wrong) or 400024 (expired, superseded, used or dead after 5 wrong tries).
 */
export function consumeSmsCode(ctx: Context, phone: string, type: SmsType, code: string): void {
  const now = ctx.clock.now();
  const wrong = ctx.db.tx(() => {
    const row = ctx.db.get<{
      id: number;
      code_hash: string;
      created_at: number;
      wrong_tries: number;
      dead: number;
    }>(
      'SELECT id, code_hash, created_at, wrong_tries, dead FROM sms_codes WHERE phone = ? AND type = ? ORDER BY created_at DESC, id DESC LIMIT 1',
      [phone, type],
    );
    if (!row || row.dead || now - row.created_at > SMS_VALID_MS) {
      throw new BusinessError(RESPONSE_STATE.SMS_EXPIRED, '短信验证码已失效，请重新获取');
    }
    if (safeEqualHex(row.code_hash, keyedHash(ctx.secret, `${phone}:${type}:${code}`))) {
      ctx.db.run('UPDATE sms_codes SET dead = 1 WHERE id = ?', [row.id]);
      return false;
    }
    const tries = row.wrong_tries + 1;
    ctx.db.run('UPDATE sms_codes SET wrong_tries = ?, dead = ? WHERE id = ?', [
      tries,
      tries >= SMS_MAX_WRONG ? 1 : 0,
      row.id,
    ]);
    return true;
  });
  // Thrown after the commit so the wrong try is counted.
  if (wrong) throw new BusinessError(RESPONSE_STATE.SMS_ERROR, '短信验证码错误');
}
