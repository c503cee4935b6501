import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { clientKey } from '../core/http/client-key';
import { hint } from '../core/http/envelope';
import { oneAtATime } from '../core/one-at-a-time';
import { putBounded } from '../core/volatile';
import {
  accountLocksAfter,
  inLockCoolDown,
  isLocked,
  LOCK_MS,
  lockedMessage,
  locksAfter,
  WRONG_CREDENTIALS,
  WRONG_PASSWORD_WINDOW_MS,
} from './rules';
import {
  accountById,
  addLoginFailure,
  clearLoginFailures,
  hasLoginFailures,
  lockAccount,
  type AccountRow,
} from './store';

/**
 * Where a password attempt comes from. A device that holds the account's device nonce (it passed the SMS
 * step) is a source of its own: its wrong passwords lock only itself, and a lock of the account does not
 * apply to it — so a script that guesses passwords cannot lock the investor out of their own browser. Every
 * other caller shares the account's count (kept in the database, so a restart keeps the lock). In the hour
 * after a lock ran out, five wrong passwords lock only the address they come from (an IPv6 address by its /64),
 * while the account's count goes on toward a higher ceiling that locks the account again, whatever the address.
 */
export interface AttemptSource {
  ip: string;
  /** Hash of the account's valid device nonce, when the caller sent one. */
  device?: string;
  /**
   * A check made with a signed-in session (a password change): it counts toward the account whatever the
   * address, even in the cool-down hour — a thief holding the session gains nothing from new addresses.
   */
  signedIn?: boolean;
}

interface SourceCount {
  failures: number[];
  lockedUntil: number | null;
}

const sourceCounts = (ctx: Context) => ctx.volatile.map<SourceCount>('password-sources');

/** The key of a source counted on its own (in memory); null for the account's shared count. */
function ownKey(ctx: Context, account: AccountRow, source: AttemptSource): string | null {
  if (source.device) return `${account.id}:device:${source.device}`;
  if (source.signedIn) return null;
  return inLockCoolDown(account.locked_until, ctx.clock.now()) ? addressKey(account, source) : null;
}

function addressKey(account: AccountRow, source: AttemptSource): string {
  return `${account.id}:ip:${clientKey(source.ip)}`;
}

/**
 * Counts a wrong password toward the account (in the database): at five, or at the cool-down's ceiling for a
 * password from an address counted on its own, the account is locked. Returns the lock's end, if it locks.
 */
function countTowardAccount(
  ctx: Context,
  account: AccountRow,
  now: number,
  byAddress: boolean,
): number | null {
  return transaction(ctx, () => {
    const wrong = addLoginFailure(ctx, account.id, now, WRONG_PASSWORD_WINDOW_MS);
    if (!accountLocksAfter(wrong, byAddress)) return null;
    lockAccount(ctx, account.id, now + LOCK_MS);
    return now + LOCK_MS;
  });
}

/** Refuses a locked account (or source) before its password is even checked. */
export function assertNotLocked(ctx: Context, account: AccountRow | undefined, source: AttemptSource): void {
  if (!account) return;
  const now = ctx.clock.now();
  if (!source.device && isLocked(account.locked_until, now)) {
    throw hint(lockedMessage(account.locked_until as number));
  }
  const own = sourceCounts(ctx).get(
    source.device ? `${account.id}:device:${source.device}` : addressKey(account, source),
  );
  if (own?.lockedUntil && isLocked(own.lockedUntil, now)) throw hint(lockedMessage(own.lockedUntil));
}

/**
 * Runs one password attempt on the account after every earlier one has been judged and counted (a per-account
 * queue), with the account row read afresh: nine wrong and one right password sent together are judged one
 * after the other, so none of them is checked against a count that a parallel one is about to raise.
 * Login and trade passwords queue apart (`kind`); an unknown account has nothing to queue on.
 */
export function oneAttemptAtATime<T>(
  ctx: Context,
  kind: 'login' | 'trade',
  account: AccountRow | undefined,
  attempt: (fresh: AccountRow | undefined) => Promise<T>,
): Promise<T> {
  if (!account) return attempt(undefined);
  return oneAtATime(ctx, `${kind}-password:${account.id}`, async () => attempt(accountById(ctx, account.id)));
}

interface UnknownCount {
  failures: number[];
  lockedUntil: number | null;
}

const unknownCounts = (ctx: Context) => ctx.volatile.map<UnknownCount>('unknown-account-passwords');
const unknownAddresses = (ctx: Context) => ctx.volatile.map<UnknownCount>('unknown-account-addresses');
const windowed = (failures: number[] | undefined, now: number) =>
  (failures ?? []).filter((at) => now - at < WRONG_PASSWORD_WINDOW_MS);

/**
 * A password for an account that does not exist answers as a wrong one for a real account would, phase by
 * phase: 账号或密码错误, the fifth within the window the lock message, the lock message for 30 minutes, and in
 * the hour after the lock ran out five from one address lock that address while ten from any addresses lock
 * the name again. Kept in memory by the account as typed, so no answer tells which accounts exist.
 */
export function unknownAccountAttempt(ctx: Context, typed: string, ip: string): Error {
  const now = ctx.clock.now();
  const counts = unknownCounts(ctx);
  const known = counts.get(typed);
  if (known?.lockedUntil && isLocked(known.lockedUntil, now)) return hint(lockedMessage(known.lockedUntil));
  const addresses = unknownAddresses(ctx);
  const addressKey = `${typed}:ip:${clientKey(ip)}`;
  const address = addresses.get(addressKey);
  if (address?.lockedUntil && isLocked(address.lockedUntil, now)) {
    return hint(lockedMessage(address.lockedUntil));
  }
  const byAddress = inLockCoolDown(known?.lockedUntil ?? null, now);
  let lockedUntil: number | null = null;
  if (byAddress) {
    const fromAddress = [...windowed(address?.failures, now), now];
    lockedUntil = locksAfter(fromAddress.length) ? now + LOCK_MS : null;
    putBounded(addresses, addressKey, { failures: lockedUntil ? [] : fromAddress, lockedUntil });
  }
  const recent = [...windowed(known?.failures, now), now];
  if (accountLocksAfter(recent.length, byAddress)) {
    lockedUntil = now + LOCK_MS;
    putBounded(counts, typed, { failures: [], lockedUntil });
  } else {
    putBounded(counts, typed, { failures: recent, lockedUntil: known?.lockedUntil ?? null });
  }
  return hint(lockedUntil ? lockedMessage(lockedUntil) : WRONG_CREDENTIALS);
}

/**
 * Counts a wrong password; the fifth within an hour (of the account, or of a source counted on its own)
 * locks for 30 minutes; an address counted on its own (the cool-down hour) counts toward the account too,
 * up to its ceiling. Returns the error to answer with: the lock message on the locking attempt, otherwise
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
  }
  if (!source.device) lockedUntil = countTowardAccount(ctx, account, now, key !== null) ?? lockedUntil;
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
  counts.delete(addressKey(account, source));
  if (account.locked_until !== null || hasLoginFailures(ctx, account.id)) clearLoginFailures(ctx, account.id);
}

/** After a password reset: every count and lock of the account, shared or per source, is gone. */
export function clearAllLocks(ctx: Context, account: AccountRow): void {
  const counts = sourceCounts(ctx);
  for (const key of [...counts.keys()]) if (key.startsWith(`${account.id}:`)) counts.delete(key);
  clearLoginFailures(ctx, account.id);
}

/**
 * The current login password a change asks for, under the login's lock rules: refused while locked, a wrong
 * one counted with the wrong login passwords — toward the account, whatever the address (a signed-in
 * check), one attempt at a time. (The trade password has its own counter: server/account/trade-password.ts.)
 */
export async function checkCurrentPassword(
  ctx: Context,
  account: AccountRow,
  check: {
    source: AttemptSource;
    password: string;
    hash: string | null;
    wrong: string;
  },
): Promise<void> {
  const source = { ...check.source, signedIn: true };
  await oneAttemptAtATime(ctx, 'login', account, async (fresh) => {
    const latest = fresh ?? account;
    assertNotLocked(ctx, latest, source);
    if (!(await ctx.passwords.verify(check.password, check.hash))) {
      throw recordWrongPassword(ctx, latest, source, check.wrong);
    }
    forgetWrongPasswords(ctx, latest, source);
  });
}
