import type { Context } from '../../core/context';

export interface IdempotencyRow {
  route: string;
  fingerprint: string;
  /** pending: reserved by a request still at work (holder); done: bound to its order and first answer. */
  state: 'pending' | 'done';
  holder: string | null;
  app_no: string | null;
  response: string | null;
}

export function findIdempotencyKey(ctx: Context, accountId: number, key: string): IdempotencyRow | undefined {
  return ctx.db.get<IdempotencyRow>(
    `SELECT route, fingerprint, state, holder, app_no, response FROM idempotency_keys
     WHERE account_id = ? AND key = ?`,
    [accountId, key],
  );
}

interface Reservation {
  accountId: number;
  key: string;
  route: string;
  fingerprint: string;
  holder: string;
  now: number;
}

/** Reserves a free key for one request before its order work starts; false when the key is taken. */
export function reserveIdempotencyKey(ctx: Context, r: Reservation): boolean {
  return (
    ctx.db.run(
      `INSERT INTO idempotency_keys (account_id, key, route, fingerprint, state, holder, reserved_at, created_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?, ?) ON CONFLICT (account_id, key) DO NOTHING`,
      [r.accountId, r.key, r.route, r.fingerprint, r.holder, r.now, r.now],
    ) === 1
  );
}

/**
 * Inside the order's own transaction: the reservation becomes the order's key with its first answer. Only
 * the holder's own pending reservation is bound (answers false otherwise: the order must not be written).
 */
export function bindIdempotencyKey(
  ctx: Context,
  row: { accountId: number; key: string; holder: string; appNo: string; response: string; now: number },
): boolean {
  return (
    ctx.db.run(
      `UPDATE idempotency_keys SET state = 'done', holder = NULL, app_no = ?, response = ?, created_at = ?
       WHERE account_id = ? AND key = ? AND state = 'pending' AND holder = ?`,
      [row.appNo, row.response, row.now, row.accountId, row.key, row.holder],
    ) === 1
  );
}

/** A refused or failed request frees its reservation: the corrected intent may use the key again. */
export function releaseIdempotencyKey(ctx: Context, accountId: number, key: string, holder: string): void {
  ctx.db.run(
    "DELETE FROM idempotency_keys WHERE account_id = ? AND key = ? AND state = 'pending' AND holder = ?",
    [accountId, key, holder],
  );
}

/**
 * At start: reservations of requests a process was working on when it ended (a crash). Their orders were
 * never written (binding is part of the order's transaction), and only one process opens a data folder.
 */
export function releaseDeadReservations(ctx: Context): void {
  ctx.db.run("DELETE FROM idempotency_keys WHERE state = 'pending'");
}
