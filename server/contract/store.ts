import type { Context } from '../core/context';
import type { ReadKind } from './rules';

export interface ReadingRow {
  id: number;
  account_id: number;
  session_hash: string;
  fund_code: string;
  kind: ReadKind;
  notice_code: string;
  document_hash: string;
  shown_at: number;
  read_at: number | null;
}

/** A document shown for reading; answers the reading's id (the portal sends it back when read). */
export function insertReading(ctx: Context, r: Omit<ReadingRow, 'id' | 'read_at'>): number {
  return ctx.db.tx(() => {
    ctx.db.run(
      `INSERT INTO contract_readings (account_id, session_hash, fund_code, kind, notice_code, document_hash, shown_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [r.account_id, r.session_hash, r.fund_code, r.kind, r.notice_code, r.document_hash, r.shown_at],
    );
    return ctx.db.get<{ id: number }>('SELECT last_insert_rowid() AS id')?.id ?? 0;
  });
}

export function findReading(ctx: Context, accountId: number, id: number): ReadingRow | undefined {
  return ctx.db.get<ReadingRow>('SELECT * FROM contract_readings WHERE id = ? AND account_id = ?', [
    id,
    accountId,
  ]);
}

export function markRead(ctx: Context, id: number, at: number): void {
  ctx.db.tx(() => ctx.db.run('UPDATE contract_readings SET read_at = ? WHERE id = ?', [at, id]));
}

/** The latest finished reading of this document, as served now (its hash), by this investor. */
export function lastRead(
  ctx: Context,
  accountId: number,
  fundCode: string,
  kind: ReadKind,
  documentHash: string,
): ReadingRow | undefined {
  return ctx.db.get<ReadingRow>(
    `SELECT * FROM contract_readings WHERE account_id = ? AND fund_code = ? AND kind = ? AND document_hash = ?
       AND read_at IS NOT NULL ORDER BY read_at DESC LIMIT 1`,
    [accountId, fundCode, kind, documentHash],
  );
}

export interface AttemptRow {
  account_id: number;
  fund_code: string;
  session_hash: string;
  declared_at: number | null;
  token_hash: string | null;
  token_expires_at: number | null;
}

export function findAttempt(ctx: Context, accountId: number, fundCode: string): AttemptRow | undefined {
  return ctx.db.get<AttemptRow>('SELECT * FROM contract_attempts WHERE account_id = ? AND fund_code = ?', [
    accountId,
    fundCode,
  ]);
}

/** The declaration made in this session starts (or restarts) the attempt; no token yet. */
export function recordDeclared(
  ctx: Context,
  a: { accountId: number; fundCode: string; sessionHash: string; at: number },
): void {
  ctx.db.tx(() =>
    ctx.db.run(
      `INSERT INTO contract_attempts (account_id, fund_code, session_hash, declared_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (account_id, fund_code) DO UPDATE SET session_hash = excluded.session_hash,
         declared_at = excluded.declared_at, token_hash = NULL, token_expires_at = NULL`,
      [a.accountId, a.fundCode, a.sessionHash, a.at],
    ),
  );
}

export function storeToken(
  ctx: Context,
  a: { accountId: number; fundCode: string; tokenHash: string; expiresAt: number },
): void {
  ctx.db.tx(() =>
    ctx.db.run(
      'UPDATE contract_attempts SET token_hash = ?, token_expires_at = ? WHERE account_id = ? AND fund_code = ?',
      [a.tokenHash, a.expiresAt, a.accountId, a.fundCode],
    ),
  );
}

/** A signature ends the attempt: the token is spent and the declaration used. */
export function closeAttempt(ctx: Context, accountId: number, fundCode: string): void {
  ctx.db.tx(() =>
    ctx.db.run('DELETE FROM contract_attempts WHERE account_id = ? AND fund_code = ?', [accountId, fundCode]),
  );
}
