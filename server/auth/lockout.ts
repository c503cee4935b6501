import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint } from '../core/http/envelope';
import { putBounded } from '../core/volatile';
import {
  inLockCoolDown,
  isLocked,
  LOCK_MS,
  lockedMessage,
  locksAfter,
  WRONG_CREDENTIALS,
  WRONG_PASSWORD_WINDOW_MS,
} from './rules';
import { addLoginFailure, clearLoginFailures, hasLoginFailures, lockAccount, type AccountRow } from './store';

/**
 * Where a password attempt comes from. A device that holds the account's device nonce (it passed the SMS
 * step) is a source of its own: its wrong passwords lock only itself, and a lock of the account does not
 * apply to it — so a script that guesses passwords cannot lock the investor out of their own browser. Every
 * other caller shares the account's count (kept in the database, so a restart keeps the lock), except in the
 * hour after a lock ran out, when wrong passwords lock only the address they come from.
 */
export interface AttemptSource {
  ip: string;
  /** Hash of the account's valid device nonce, when the caller sent one. */
  device?: string;
}

interface SourceCount {
  failures: number[];
  lockedUntil: number | null;
}

const sourceCounts = (ctx: Context) => ctx.volatile.map<SourceCount>('password-sources');

/** The key of a source counted on its own (in memory); null for the account's shared count. */
function ownKey(ctx: Context, account: AccountRow, source: AttemptSource): string | null {
  if (source.device) return `${account.id}:device:${source.device}`;
  return inLockCoolDown(account.locked_until, ctx.clock.now()) ? `${account.id}:ip:${source.ip}` : null;
}

/** Refuses a locked account (or source) before its password is even checked. */
export function assertNotLocked(ctx: Context, account: AccountRow | undefined, source: AttemptSource): void {
  if (!account) return;
  const now = ctx.clock.now();
  if (!source.device && isLocked(account.locked_until, now)) {
    throw hint(lockedMessage(account.locked_until as number));
  }
  const own = sourceCounts(ctx).get(
    `${account.id}:${source.device ? `device:${source.device}` : `ip:${source.ip}`}`,
  );
  if (own?.lockedUntil && isLocked(own.lockedUntil, now)) throw hint(lockedMessage(own.lockedUntil));
}

/**
 * Counts a wrong password; the fifth within an hour (of the account, or of a source counted on its own)
 * locks for 30 minutes. Returns the error to answer with: the lock message on the locking attempt, otherwise
 * `wrong` (the login's 账号或密码错误, or a change's 原登录密码错误).
 */
export function recordWrongPassword(
  ctx: Context,
  account: AccountRow,
  source: AttemptSource,
  wrong = WRONG_CREDENTIALS,
): Error {
  const now = ctx.clock.now();
  const key = ownKey(ctx, account, source);
  let lockedUntil: number | null = null;
  if (key) {
    const counts = sourceCounts(ctx);
    const recent = (counts.get(key)?.failures ?? []).filter((at) => now - at < WRONG_PASSWORD_WINDOW_MS);
    recent.push(now);
    lockedUntil = locksAfter(recent.length) ? now + LOCK_MS : null;
    putBounded(counts, key, { failures: lockedUntil ? [] : recent, lockedUntil });
  } else {
    lockedUntil = transaction(ctx, () => {
      if (!locksAfter(addLoginFailure(ctx, account.id, now, WRONG_PASSWORD_WINDOW_MS))) return null;
      lockAccount(ctx, account.id, now + LOCK_MS);
      return now + LOCK_MS;
    });
  }
  return hint(lockedUntil ? lockedMessage(lockedUntil) : wrong);
}

/**
 * Forgets the wrong passwords of this source after a success. A device forgets only its own; any other
 * caller (who could log in, so the account is not locked) clears the account's count and its address's.
 */
export function forgetWrongPasswords(ctx: Context, account: AccountRow, source: AttemptSource): void {
  const counts = sourceCounts(ctx);
  if (source.device) {
    counts.delete(`${account.id}:device:${source.device}`);
    return;
  }
  counts.delete(`${account.id}:ip:${source.ip}`);
  if (account.locked_until !== null || hasLoginFailures(ctx, account.id)) clearLoginFailures(ctx, account.id);
}

/** After a password reset: every count and lock of the account, shared or per source, is gone. */
export function clearAllLocks(ctx: Context, account: AccountRow): void {
  const counts = sourceCounts(ctx);
  for (const key of [...counts.keys()]) if (key.startsWith(`${account.id}:`)) counts.delete(key);
  clearLoginFailures(ctx, account.id);
}

/**
 * The current password a change asks for (login or trade password), under the login's lock rules: refused
 * while locked, a wrong one counted with the wrong login passwords. Only the right login password clears the
 * count (a trade password says nothing about who knows the login password).
 */
export async function checkCurrentPassword(
  ctx: Context,
  account: AccountRow,
  check: {
    source: AttemptSource;
    password: string;
    hash: string | null;
    wrong: string;
    clearsCount: boolean;
    /** How the hash is checked: the login scrypt unless told (trade passwords are peppered, server/core/crypto). */
    verify?: (password: string, hash: string | null) => Promise<boolean>;
  },
): Promise<void> {
  assertNotLocked(ctx, account, check.source);
  const verify = check.verify ?? ((password, hash) => ctx.passwords.verify(password, hash));
  if (!(await verify(check.password, check.hash))) {
    throw recordWrongPassword(ctx, account, check.source, check.wrong);
  }
  if (check.clearsCount) forgetWrongPasswords(ctx, account, check.source);
}
