import type { Context } from '../core/context';
import {
  type ChainedFields,
  chainedValues,
  entryHash,
  type EvidenceKind,
  GENESIS,
  type StoredEntry,
} from './evidence-chain';

/** An entry to record: what its hash covers, but its place in the chain (given on writing) and any detail. */
export type EvidenceEntry = Omit<ChainedFields, 'seq' | 'detail'> & { detail: unknown };

interface EvidenceRow {
  id: number;
  account_id: number;
  seq: number | null;
  session_hash: string;
  kind: EvidenceKind;
  fund_code: string | null;
  business_code: string | null;
  document_code: string | null;
  document_name: string | null;
  document_hash: string | null;
  detail: string | null;
  app_no: string | null;
  at: number;
  prev_hash: string | null;
  hash: string | null;
}

function last(ctx: Context, accountId: number): { seq: number; hash: string } | undefined {
  return ctx.db.get<{ seq: number; hash: string }>(
    'SELECT seq, hash FROM evidence WHERE account_id = ? AND seq IS NOT NULL ORDER BY seq DESC LIMIT 1',
    [accountId],
  );
}

/**
 * Appends one piece of evidence to the investor's chain (never updated, never deleted: the table's
 * triggers refuse both). Call inside the transaction of what it records, so both commit or neither.
 */
export function recordEvidence(ctx: Context, entry: EvidenceEntry): void {
  ctx.db.tx(() => {
    const before = last(ctx, entry.accountId);
    const seq = (before?.seq ?? 0) + 1;
    const prevHash = before?.hash ?? GENESIS;
    const detail = entry.detail === null ? null : JSON.stringify(entry.detail);
    const chained = { ...entry, seq, detail };
    const hash = entryHash(prevHash, chained);
    // The columns in the hash's order (evidence-chain.ts), so that the row stores just what the hash covers.
    ctx.db.run(
      `INSERT INTO evidence (seq, account_id, session_hash, kind, fund_code, business_code, document_code,
        document_name, document_hash, detail, app_no, at, prev_hash, hash)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [...chainedValues(chained), prevHash, hash],
    );
  });
}

const stored = (row: EvidenceRow): StoredEntry => ({
  seq: row.seq ?? 0,
  accountId: row.account_id,
  sessionHash: row.session_hash,
  kind: row.kind,
  fundCode: row.fund_code,
  businessCode: row.business_code,
  documentCode: row.document_code,
  documentName: row.document_name,
  documentHash: row.document_hash,
  detail: row.detail,
  appNo: row.app_no,
  at: row.at,
  prevHash: row.prev_hash ?? '',
  hash: row.hash ?? '',
});

/** The investor's whole chain, oldest first. */
export function evidenceOf(ctx: Context, accountId: number): StoredEntry[] {
  return ctx.db
    .all<EvidenceRow>('SELECT * FROM evidence WHERE account_id = ? ORDER BY seq, id', [accountId])
    .map(stored);
}

/**
 * Entries written before the chain existed (migration 015) get their seq and hashes, per investor in the
 * order they were written, ahead of anything appended since. Runs once at start; a no-op afterwards.
 */
export function sealUnchainedEvidence(ctx: Context): number {
  const open = ctx.db.all<EvidenceRow>('SELECT * FROM evidence WHERE hash IS NULL ORDER BY id');
  if (open.length === 0) return 0;
  ctx.db.tx(() => {
    for (const row of open) {
      const before = last(ctx, row.account_id);
      const seq = (before?.seq ?? 0) + 1;
      const prevHash = before?.hash ?? GENESIS;
      const hash = entryHash(prevHash, { ...stored(row), seq });
      ctx.db.run('UPDATE evidence SET seq = ?, prev_hash = ?, hash = ? WHERE id = ?', [
        seq,
        prevHash,
        hash,
        row.id,
      ]);
    }
  });
  return open.length;
}

/** The investor's evidence of one kind (for a fund, a document), up to an instant, newest first. */
export function evidenceEntries(
  ctx: Context,
  query: { accountId: number; kind: EvidenceKind; fundCode?: string; documentCode?: string; until?: number },
): Array<{ documentCode: string | null; documentHash: string | null; detail: unknown; at: number }> {
  const rows = ctx.db.all<EvidenceRow>(
    `SELECT * FROM evidence WHERE account_id = ? AND kind = ? AND (? IS NULL OR fund_code = ?)
       AND (? IS NULL OR document_code = ?) AND at <= ? ORDER BY seq DESC, id DESC`,
    [
      query.accountId,
      query.kind,
      query.fundCode ?? null,
      query.fundCode ?? null,
      query.documentCode ?? null,
      query.documentCode ?? null,
      query.until ?? Number.MAX_SAFE_INTEGER,
    ],
  );
  return rows.map((row) => ({
    documentCode: row.document_code,
    documentHash: row.document_hash,
    detail: row.detail === null ? null : (JSON.parse(row.detail) as unknown),
    at: row.at,
  }));
}
