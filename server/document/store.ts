import type { DocumentRequestState } from '@/api/document/contract';
import type { DocumentKind } from '@/shared/validation/document-request';

import type { Context } from '../core/context';
import type { FileRow } from '../investor/store';

export interface DocumentRequestRow {
  id: number;
  account_id: number;
  kind: DocumentKind;
  note: string;
  requested_at: number;
  state: DocumentRequestState;
  submitted_at: number | null;
}

export function insertDocumentRequest(
  ctx: Context,
  request: { accountId: number; kind: DocumentKind; note: string; at: number },
): number {
  return ctx.db.tx(() => {
    ctx.db.run('INSERT INTO document_requests (account_id, kind, note, requested_at) VALUES (?, ?, ?, ?)', [
      request.accountId,
      request.kind,
      request.note,
      request.at,
    ]);
    return ctx.db.get<{ id: number }>('SELECT last_insert_rowid() AS id')?.id as number;
  });
}

export function documentRequestsOf(ctx: Context, accountId: number): DocumentRequestRow[] {
  return ctx.db.all<DocumentRequestRow>(
    'SELECT * FROM document_requests WHERE account_id = ? ORDER BY requested_at DESC, id DESC',
    [accountId],
  );
}

export function documentRequestOf(
  ctx: Context,
  accountId: number,
  id: number,
): DocumentRequestRow | undefined {
  return ctx.db.get<DocumentRequestRow>('SELECT * FROM document_requests WHERE id = ? AND account_id = ?', [
    id,
    accountId,
  ]);
}

export function documentFilesOf(ctx: Context, requestId: number): FileRow[] {
  return ctx.db.all<FileRow>(
    'SELECT name, type, size, sha256 FROM document_files WHERE request_id = ? ORDER BY seq',
    [requestId],
  );
}

/** The files of a request and its state submitted, together: only an open request takes files. */
export function submitDocuments(
  ctx: Context,
  requestId: number,
  files: readonly FileRow[],
  at: number,
): boolean {
  return ctx.db.tx(() => {
    const row = ctx.db.get<{ state: string }>('SELECT state FROM document_requests WHERE id = ?', [
      requestId,
    ]);
    if (row?.state !== 'open') return false;
    ctx.db.run("UPDATE document_requests SET state = 'submitted', submitted_at = ? WHERE id = ?", [
      at,
      requestId,
    ]);
    files.forEach((file, seq) =>
      ctx.db.run(
        'INSERT INTO document_files (request_id, seq, name, type, size, sha256) VALUES (?, ?, ?, ?, ?, ?)',
        [requestId, seq, file.name, file.type, file.size, file.sha256],
      ),
    );
    return true;
  });
}

/** The investor ops name by document number (the dev hook standing in for ops). */
export function accountIdByIdNo(ctx: Context, idNo: string): number | undefined {
  return ctx.db.get<{ id: number }>('SELECT id FROM accounts WHERE id_no = ?', [idNo])?.id;
}
