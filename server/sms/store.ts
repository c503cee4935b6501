import type { Context } from '../core/context';
import type { Database } from '../core/db/database';

export interface SmsCodeRow {
  id: number;
  code_hash: string;
  created_at: number;
  wrong_tries: number;
  dead: number;
}

/** When the phone was last sent a code of this type (purpose). */
export function lastSentAt(ctx: Context, phone: string, type: string): number | undefined {
  return ctx.db.get<{ created_at: number }>(
    'SELECT created_at FROM sms_codes WHERE phone = ? AND type = ? ORDER BY created_at DESC, id DESC LIMIT 1',
    [phone, type],
  )?.created_at;
}

/** Send times of the phone's codes of this type after `since`. */
export function sentSince(ctx: Context, phone: string, type: string, since: number): number[] {
  return ctx.db
    .all<{
      created_at: number;
    }>('SELECT created_at FROM sms_codes WHERE phone = ? AND type = ? AND created_at > ?', [
      phone,
      type,
      since,
    ])
    .map((row) => row.created_at);
}

/** The fresh code is the only live one of this phone and type. */
export function insertSmsCode(
  ctx: Context,
  code: { phone: string; type: string; codeHash: string; now: number },
): void {
  ctx.db.run('UPDATE sms_codes SET dead = 1 WHERE phone = ? AND type = ?', [code.phone, code.type]);
  ctx.db.run('INSERT INTO sms_codes (phone, type, code_hash, created_at) VALUES (?, ?, ?, ?)', [
    code.phone,
    code.type,
    code.codeHash,
    code.now,
  ]);
}

export function newestSmsCode(ctx: Context, phone: string, type: string): SmsCodeRow | undefined {
  return ctx.db.get<SmsCodeRow>(
    'SELECT id, code_hash, created_at, wrong_tries, dead FROM sms_codes WHERE phone = ? AND type = ? ORDER BY created_at DESC, id DESC LIMIT 1',
    [phone, type],
  );
}

export function killSmsCode(ctx: Context, id: number): void {
  ctx.db.run('UPDATE sms_codes SET dead = 1 WHERE id = ?', [id]);
}

export function countWrongTry(ctx: Context, id: number, tries: number, dead: boolean): void {
  ctx.db.run('UPDATE sms_codes SET wrong_tries = ?, dead = ? WHERE id = ?', [tries, dead ? 1 : 0, id]);
}

export function insertOutbox(
  db: Database,
  message: { phone: string; type: string; code: string; sentAt: number },
): void {
  db.run('INSERT INTO sms_outbox (phone, type, code, sent_at) VALUES (?, ?, ?, ?)', [
    message.phone,
    message.type,
    message.code,
    message.sentAt,
  ]);
}

export function outboxRows(
  ctx: Context,
  limit: number,
): Array<{ phone: string; type: string; code: string; sent_at: number }> {
  return ctx.db.all('SELECT phone, type, code, sent_at FROM sms_outbox ORDER BY id DESC LIMIT ?', [limit]);
}
