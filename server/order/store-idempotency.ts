import type { Context } from '../core/context';

export interface IdempotencyRow {
  route: string;
  fingerprint: string;
  app_no: string;
  response: string;
}

export function findIdempotencyKey(ctx: Context, accountId: number, key: string): IdempotencyRow | undefined {
  return ctx.db.get<IdempotencyRow>(
    'SELECT route, fingerprint, app_no, response FROM idempotency_keys WHERE account_id = ? AND key = ?',
    [accountId, key],
  );
}

/** Binds the key to the order it made, inside the order's own transaction. */
export function insertIdempotencyKey(
  ctx: Context,
  row: {
    accountId: number;
    key: string;
    route: string;
    fingerprint: string;
    appNo: string;
    response: string;
    now: number;
  },
): void {
  ctx.db.run(
    'INSERT INTO idempotency_keys (account_id, key, route, fingerprint, app_no, response, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [row.accountId, row.key, row.route, row.fingerprint, row.appNo, row.response, row.now],
  );
}
