import type { Context } from '../core/context';

/**
 * Takes the named lock for `holder` until `expiresAt` (real time, ms): when nobody holds it, its holder's
 * lease ran out, or `holder` holds it already. Answers whether it is now held by `holder`.
 */
export function takeRunLock(
  ctx: Context,
  name: string,
  holder: string,
  now: number,
  expiresAt: number,
): boolean {
  return (
    ctx.db.run(
      `INSERT INTO run_locks (name, holder, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE run_locks.expires_at <= ? OR run_locks.holder = excluded.holder`,
      [name, holder, expiresAt, now],
    ) === 1
  );
}

/** Extends the holder's lease; false when the lock is no longer its own (taken over after it ran out). */
export function renewRunLock(ctx: Context, name: string, holder: string, expiresAt: number): boolean {
  return (
    ctx.db.run('UPDATE run_locks SET expires_at = ? WHERE name = ? AND holder = ?', [
      expiresAt,
      name,
      holder,
    ]) === 1
  );
}

export function releaseRunLock(ctx: Context, name: string, holder: string): void {
  ctx.db.run('DELETE FROM run_locks WHERE name = ? AND holder = ?', [name, holder]);
}

/**
 * At start: the locks of a process that ended without releasing them (a crash). Only one process opens a
 * data folder (core/db/owner-lock.ts), so every lock in it then is a dead process's.
 */
export function releaseDeadRunLocks(ctx: Context): void {
  ctx.db.run('DELETE FROM run_locks');
}
