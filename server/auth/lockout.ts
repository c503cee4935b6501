import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint } from '../core/http/envelope';
import {
  isLocked,
  LOCK_MS,
  lockedMessage,
  locksAfter,
  WRONG_CREDENTIALS,
  WRONG_PASSWORD_WINDOW_MS,
} from './rules';
import { addLoginFailure, clearLoginFailures, hasLoginFailures, lockAccount, type AccountRow } from './store';

/** Refuses a locked account before its password is even checked. */
export function assertNotLocked(ctx: Context, account: AccountRow | undefined): void {
  if (account?.locked_until && isLocked(account.locked_until, ctx.clock.now())) {
    throw hint(lockedMessage(account.locked_until));
  }
}

/**
 * Counts a wrong password for the account, whatever the client's address; the fifth within an hour locks
 * it for 30 minutes. Returns the error to answer with (the lock message on the locking attempt).
 */
export function recordWrongPassword(ctx: Context, account: AccountRow): Error {
  const now = ctx.clock.now();
  const lockedUntil = transaction(ctx, () => {
    if (!locksAfter(addLoginFailure(ctx, account.id, now, WRONG_PASSWORD_WINDOW_MS))) return null;
    lockAccount(ctx, account.id, now + LOCK_MS);
    return now + LOCK_MS;
  });
  return hint(lockedUntil ? lockedMessage(lockedUntil) : WRONG_CREDENTIALS);
}

/** Forgets the wrong passwords after a success (only when there is anything to forget: saves a write). */
export function forgetWrongPasswords(ctx: Context, account: AccountRow): void {
  if (account.locked_until !== null || hasLoginFailures(ctx, account.id)) clearLoginFailures(ctx, account.id);
}
