import type { Context } from '../core/context';

export interface OcrTokenRow {
  name: string | null;
  id_number: string | null;
  usable: number;
}

export function insertOcrToken(
  ctx: Context,
  token: {
    tokenHash: string;
    accountId: number;
    side: string;
    name: string | null;
    idNumber: string | null;
    usable: boolean;
    now: number;
  },
): void {
  ctx.db.tx(() =>
    ctx.db.run(
      'INSERT INTO ocr_tokens (token_hash, account_id, side, name, id_number, usable, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        token.tokenHash,
        token.accountId,
        token.side,
        token.name,
        token.idNumber,
        token.usable ? 1 : 0,
        token.now,
      ],
    ),
  );
}

/** The account's token of that side, issued after `since`. */
export function findOcrToken(
  ctx: Context,
  token: { tokenHash: string; accountId: number; side: string; since: number },
): OcrTokenRow | undefined {
  return ctx.db.get<OcrTokenRow>(
    'SELECT name, id_number, usable FROM ocr_tokens WHERE token_hash = ? AND account_id = ? AND side = ? AND created_at > ?',
    [token.tokenHash, token.accountId, token.side, token.since],
  );
}
