import type { Context } from '../core/context';
import { verifyPassword } from '../core/crypto/passwords';
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
 * it for 30 minutes. Returns the error to answer with: the lock message on the locking attempt, otherwise
 * `wrong` (the login's 账号或密码错误, or the change's 原登录密码错误).
 */
export function recordWrongPassword(ctx: Context, account: AccountRow, wrong = WRONG_CREDENTIALS): Error {
  const now = ctx.clock.now();
  const lockedUntil = transaction(ctx, () => {
    if (!locksAfter(addLoginFailure(ctx, account.id, now, WRONG_PASSWORD_WINDOW_MS))) return null;
    lockAccount(ctx, account.id, now + LOCK_MS);
    return now + LOCK_MS;
  });
  return hint(lockedUntil ? lockedMessage(lockedUntil) : wrong);
}

/** Forgets the wrong passwords after a success (only when there is anything to forget: saves a write). */
export function forgetWrongPasswords(ctx: Context, account: AccountRow): void {
  if (account.locked_until !== null || hasLoginFailures(ctx, account.id)) clearLoginFailures(ctx, account.id);
}

/**
 * The current password a change asks for (login or trade password), under the login's lock rules: refused
 * while the account is locked, a wrong one counted with the wrong login passwords. Only the right login
 * password clears the count (a trade password says nothing about who knows the login password).
 */
export async function checkCurrentPassword(
  ctx: Context,
  account: AccountRow,
  check: { password: string; hash: string | null; wrong: string; clearsCount: boolean },
): Promise<void> {
  assertNotLocked(ctx, account);
  if (!(await verifyPassword(check.password, check.hash)))
    throw recordWrongPassword(ctx, account, check.wrong);
  if (check.clearsCount) forgetWrongPasswords(ctx, account);
}
