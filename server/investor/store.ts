import type { AuditFlag, CertificationKind } from '@/api/investor/contract';

import type { Context } from '../core/context';

export interface ApplyRow {
  apply_id: string;
  account_id: number;
  kind: CertificationKind;
  applied_at: number;
  audit_flag: AuditFlag;
  reject_reason: string | null;
  audited_at: number | null;
}

export interface FileRow {
  name: string;
  type: 'png' | 'jpeg' | 'bmp' | 'pdf';
  size: number;
  sha256: string;
}

/** A stored proof with the kind it was sent under (null: sent before kinds were per file). */
export interface StoredFile extends FileRow {
  kind: CertificationKind | null;
}

export function insertApply(
  ctx: Context,
  apply: { applyId: string; accountId: number; kind: string; at: number },
  files: ReadonlyArray<FileRow & { kind: string }>,
): void {
  ctx.db.tx(() => {
    ctx.db.run(
      'INSERT INTO certification_applies (apply_id, account_id, kind, applied_at) VALUES (?, ?, ?, ?)',
      [apply.applyId, apply.accountId, apply.kind, apply.at],
    );
    files.forEach((file, seq) =>
      ctx.db.run(
        'INSERT INTO certification_files (apply_id, seq, name, type, size, sha256, kind) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [apply.applyId, seq, file.name, file.type, file.size, file.sha256, file.kind],
      ),
    );
  });
}

export function filesOf(ctx: Context, applyId: string): StoredFile[] {
  return ctx.db.all<StoredFile>(
    'SELECT name, type, size, sha256, kind FROM certification_files WHERE apply_id = ? ORDER BY seq',
    [applyId],
  );
}

export function applyOf(ctx: Context, accountId: number, applyId: string): ApplyRow | undefined {
  return ctx.db.get<ApplyRow>('SELECT * FROM certification_applies WHERE apply_id = ? AND account_id = ?', [
    applyId,
    accountId,
  ]);
}

export function applyById(ctx: Context, applyId: string): ApplyRow | undefined {
  return ctx.db.get<ApplyRow>('SELECT * FROM certification_applies WHERE apply_id = ?', [applyId]);
}

/** The newest application among these kinds. */
export function latestApply(ctx: Context, accountId: number, kinds: readonly string[]): ApplyRow | undefined {
  return ctx.db.get<ApplyRow>(
    `SELECT * FROM certification_applies WHERE account_id = ? AND kind IN (${kinds.map(() => '?').join(', ')})
     ORDER BY applied_at DESC, rowid DESC LIMIT 1`,
    [accountId, ...kinds],
  );
}

export function hasPendingApply(ctx: Context, accountId: number): boolean {
  return !!ctx.db.get("SELECT 1 FROM certification_applies WHERE account_id = ? AND audit_flag = '0'", [
    accountId,
  ]);
}

/**
 * The reviewer's decision; a pass also makes the investor qualified (and, for kinds 75 and 76,
 * professional) until endDate, in the columns the suitability check reads.
 */
export function decideApply(
  ctx: Context,
  decision: {
    apply: ApplyRow;
    flag: Exclude<AuditFlag, '0' | '3'>;
    reason: string | null;
    at: number;
    reviewer: string;
  },
  grant: { professional: boolean; endDate: string } | null,
): void {
  ctx.db.tx(() => {
    ctx.db.run(
      'UPDATE certification_applies SET audit_flag = ?, reject_reason = ?, audited_at = ?, reviewer = ? WHERE apply_id = ?',
      [decision.flag, decision.reason, decision.at, decision.reviewer, decision.apply.apply_id],
    );
    if (!grant) return;
    if (grant.professional)
      ctx.db.run('UPDATE accounts SET professional_end = ? WHERE id = ?', [
        grant.endDate,
        decision.apply.account_id,
      ]);
    ctx.db.run(
      `UPDATE accounts SET qualified_end = CASE WHEN qualified_end IS NULL OR qualified_end < ? THEN ? ELSE qualified_end END,
        qualified_kind = ? WHERE id = ?`,
      [grant.endDate, grant.endDate, decision.apply.kind, decision.apply.account_id],
    );
  });
}

/** A decided application of the demo data (the seed's reviewer), with no files. */
export function insertDecidedApply(
  ctx: Context,
  row: {
    applyId: string;
    idNo: string;
    kind: string;
    at: number;
    flag: string;
    reason: string | null;
    reviewer: string;
  },
): void {
  ctx.db.run(
    `INSERT INTO certification_applies (apply_id, account_id, kind, applied_at, audit_flag, reject_reason, audited_at, reviewer)
     SELECT ?, id, ?, ?, ?, ?, ?, ? FROM accounts WHERE id_no = ?`,
    [row.applyId, row.kind, row.at, row.flag, row.reason, row.at + 86_400_000, row.reviewer, row.idNo],
  );
}
