import type { Context } from '../context';
import { hint } from '../http/envelope';
import { formatShanghaiMinute, HOUR, MINUTE } from '../time';
import type { AccountRow } from './accounts';

export const MAX_WRONG_PASSWORDS = 5;
export const WRONG_PASSWORD_WINDOW_MS = HOUR;
export const LOCK_MS = 30 * MINUTE;

function lockedError(until: number) {
  return hint(`密码错误次数过多，账号已锁定，请于${formatShanghaiMinute(until)}（北京时间）后再试`);
}

/** Refuses a locked account before its password is even checked. */
export function assertNotLocked(ctx: Context, account: AccountRow | undefined): void {
  if (account?.locked_until && account.locked_until > ctx.clock.now())
    throw lockedError(account.locked_until);
}

/**
 * Counts a wrong password for the account, whatever the client's address; the fifth within an hour locks
 * it for 30 minutes. Returns the error to answer with (the lock message on the locking attempt).
 */
export function recordWrongPassword(ctx: Context, account: AccountRow): Error {
  const now = ctx.clock.now();
  const lockedUntil = ctx.db.tx(() => {
    ctx.db.run('INSERT INTO login_failures (account_id, at) VALUES (?, ?)', [account.id, now]);
    const row = ctx.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM login_failures WHERE account_id = ? AND at > ?',
      [account.id, now - WRONG_PASSWORD_WINDOW_MS],
    );
    if ((row?.n ?? 0) < MAX_WRONG_PASSWORDS) return null;
    ctx.db.run('DELETE FROM login_failures WHERE account_id = ?', [account.id]);
    ctx.db.run('UPDATE accounts SET locked_until = ? WHERE id = ?', [now + LOCK_MS, account.id]);
    return now + LOCK_MS;
  });
  return lockedUntil ? lockedError(lockedUntil) : hint(WRONG_CREDENTIALS);
}

/** The same words for an unknown account and a wrong password. */
export const WRONG_CREDENTIALS = '账号或密码错误';

export function clearWrongPasswords(ctx: Context, accountId: number): void {
  ctx.db.run('DELETE FROM login_failures WHERE account_id = ?', [accountId]);
  ctx.db.run('UPDATE accounts SET locked_until = NULL WHERE id = ?', [accountId]);
}

/** Whether there is anything to clear (saves a write on the common, clean login). */
export function hasWrongPasswords(ctx: Context, account: AccountRow): boolean {
  return (
    account.locked_until !== null ||
    !!ctx.db.get('SELECT 1 FROM login_failures WHERE account_id = ? LIMIT 1', [account.id])
  );
}
