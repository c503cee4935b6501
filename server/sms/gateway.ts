import type { Context, SmsGateway } from '../core/context';
import type { Database } from '../core/db/database';
import { insertOutbox, outboxRows } from './store';

/**
 * The local SMS provider: it writes to an outbox table, which stands for the phone; only the dev hook reads
 * it back. Codes are never logged.
 */
export function outboxGateway(db: Database): SmsGateway {
  return { send: (message) => insertOutbox(db, message) };
}

export interface OutboxEntry {
  phone: string;
  type: string;
  code: string;
  sentAt: string;
}

export function readOutbox(ctx: Context, limit = 50): OutboxEntry[] {
  return outboxRows(ctx, limit).map((row) => ({
    phone: row.phone,
    type: row.type,
    code: row.code,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
