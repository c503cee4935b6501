import type { Context } from '../core/context';

/** The SQL of e-mail: the address on file, the statements and certificates sent, the certificates' codes. */

export function emailOf(ctx: Context, accountId: number): string | null {
  return (
    ctx.db.get<{ email: string }>('SELECT email FROM account_emails WHERE account_id = ?', [accountId])
      ?.email ?? null
  );
}

export function setEmail(ctx: Context, accountId: number, email: string): void {
  ctx.db.run('INSERT OR REPLACE INTO account_emails (account_id, email) VALUES (?, ?)', [accountId, email]);
}

export function sendsOn(ctx: Context, accountId: number, date: string): number {
  return (
    ctx.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM email_sends WHERE account_id = ? AND send_date = ?',
      [accountId, date],
    )?.n ?? 0
  );
}

export interface SentMail {
  accountId: number;
  kind: 'bill' | 'assetCertificate';
  address: string;
  subject: string;
  sendDate: string;
  at: number;
  messageId: string;
  raw: string;
}

/**
 * Records a send only while the investor's sends of that day are under `dailyLimit`: the count and the
 * insert are one statement, so the quota is taken atomically whatever else runs (another request, another
 * route). Answers whether the send was recorded.
 */
export function insertSendWithinQuota(ctx: Context, mail: SentMail, dailyLimit: number): boolean {
  const inserted = ctx.db.run(
    `INSERT INTO email_sends (account_id, kind, address, subject, send_date, at, message_id, raw)
     SELECT ?, ?, ?, ?, ?, ?, ?, ?
     WHERE (SELECT COUNT(*) FROM email_sends WHERE account_id = ? AND send_date = ?) < ?`,
    [
      mail.accountId,
      mail.kind,
      mail.address,
      mail.subject,
      mail.sendDate,
      mail.at,
      mail.messageId,
      mail.raw,
      mail.accountId,
      mail.sendDate,
      dailyLimit,
    ],
  );
  return inserted === 1;
}

export interface OutboxRow {
  id: number;
  kind: string;
  address: string;
  subject: string;
  at: number;
  message_id: string;
  raw: string;
}

/** The newest sends first (the dev outbox). */
export function outbox(ctx: Context, limit: number): OutboxRow[] {
  return ctx.db.all<OutboxRow>(
    'SELECT id, kind, address, subject, at, message_id, raw FROM email_sends ORDER BY id DESC LIMIT ?',
    [limit],
  );
}

export function insertCertificate(
  ctx: Context,
  c: { code: string; accountId: number; asOf: string; totalAssets: string; issuedAt: number },
): void {
  ctx.db.run(
    'INSERT INTO asset_certificates (code, account_id, as_of, total_assets, issued_at) VALUES (?, ?, ?, ?, ?)',
    [c.code, c.accountId, c.asOf, c.totalAssets, c.issuedAt],
  );
}

export function findCertificate(
  ctx: Context,
  code: string,
): { name: string; as_of: string; total_assets: string; issued_at: number } | undefined {
  return ctx.db.get(
    `SELECT a.name, c.as_of, c.total_assets, c.issued_at FROM asset_certificates c
     JOIN accounts a ON a.id = c.account_id WHERE c.code = ?`,
    [code],
  );
}
