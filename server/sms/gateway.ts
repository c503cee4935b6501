import type { Database } from '../db/database';

/**
 * What a real back office hands to its SMS provider. The local one writes to an outbox table, which stands
 * for the phone: only the dev hook reads it back. Codes are never logged.
 */
export interface SmsGateway {
  /** Called inside the sending transaction, so a failed send leaves no live code behind. */
  send(message: { phone: string; type: string; code: string; sentAt: number }): void;
}

export function outboxGateway(db: Database): SmsGateway {
  return {
    send({ phone, type, code, sentAt }) {
      db.run('INSERT INTO sms_outbox (phone, type, code, sent_at) VALUES (?, ?, ?, ?)', [
        phone,
        type,
        code,
        sentAt,
      ]);
    },
  };
}

export interface OutboxEntry {
  phone: string;
  type: string;
  code: string;
  sentAt: string;
}

export function readOutbox(db: Database, limit = 50): OutboxEntry[] {
  return db
    .all<{ phone: string; type: string; code: string; sent_at: number }>(
      'SELECT phone, type, code, sent_at FROM sms_outbox ORDER BY id DESC LIMIT ?',
      [limit],
    )
    .map((row) => ({
      phone: row.phone,
      type: row.type,
      code: row.code,
      sentAt: new Date(row.sent_at).toISOString(),
    }));
}
