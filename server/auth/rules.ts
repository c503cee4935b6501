import { LOGIN_MESSAGES } from '@/shared/messages/login';
import { DAY, formatShanghaiMinute, HOUR, MINUTE, SECOND } from '@/shared/time';

// The auth domain's rules, as pure functions of rows and the time (server/README.md "Rules that are ours").

export const MAX_WRONG_PASSWORDS = 5;
export const WRONG_PASSWORD_WINDOW_MS = HOUR;
export const LOCK_MS = 30 * MINUTE;
/** After a lock of the account ran out, an hour in which five wrong passwords lock only their own address … */
export const LOCK_COOL_DOWN_MS = HOUR;
/** … and the account's ceiling in that hour: ten, from any number of addresses, lock the account again. */
export const COOL_DOWN_ACCOUNT_CEILING = 2 * MAX_WRONG_PASSWORDS;
/** The same words for an unknown account and a wrong password. */
export const WRONG_CREDENTIALS = '账号或密码错误';
export const NO_ONLINE_ENTRUSTMENT = LOGIN_MESSAGES.noEntrustment;
export const NOT_LOGGED_IN = '您尚未登录或登录已过期，请重新登录';
export const REPLACED_LOGIN = LOGIN_MESSAGES.replaced;
export const MUST_CHANGE_PASSWORD = LOGIN_MESSAGES.mustChangePassword;

const SESSION_IDLE_MS = 1800 * SECOND;
const SESSION_REFRESH_MS = 600 * SECOND;
/** However active, a session ends 12 hours after its login (a working day, then a new login). */
const SESSION_ABSOLUTE_MS = 12 * HOUR;
/** The login that passed the password and waits for the SMS step. */
export const PENDING_MS = 10 * MINUTE;
/** A device that passed the SMS step once skips it for 30 days (the portal stores the nonce by account). */
export const DEVICE_NONCE_MS = 30 * DAY;
export const GW_TOKEN_MS = 5 * MINUTE;
/** A hybrid-scheme wait id is single-use and lives 300 s. */
export const WAIT_ID_MS = 5 * MINUTE;

export function lockedMessage(until: number): string {
  return `密码错误次数过多，账号已锁定，请于${formatShanghaiMinute(until)}（北京时间）后再试`;
}

export function isLocked(lockedUntil: number | null, now: number): boolean {
  return lockedUntil !== null && lockedUntil > now;
}

/** Whether the account lock that ran out at `lockedUntil` is still cooling down (no new account lock). */
export function inLockCoolDown(lockedUntil: number | null, now: number): boolean {
  return lockedUntil !== null && lockedUntil <= now && now < lockedUntil + LOCK_COOL_DOWN_MS;
}

/** The fifth wrong password within the window locks the account. */
export function locksAfter(wrongWithinWindow: number): boolean {
  return wrongWithinWindow >= MAX_WRONG_PASSWORDS;
}

/**
 * The account's own count: five lock it, but a wrong password from an address counted on its own (the
 * cool-down hour) locks it at the ceiling — every phase has an account-wide one.
 */
export function accountLocksAfter(wrongWithinWindow: number, byAddress: boolean): boolean {
  return wrongWithinWindow >= (byAddress ? COOL_DOWN_ACCOUNT_CEILING : MAX_WRONG_PASSWORDS);
}

/** Whole seconds until the session ends (idle limit or absolute lifetime, whichever comes first). */
export function sessionSecondsLeft(
  session: { created_at: number; refreshed_at: number },
  now: number,
): number {
  const end = Math.min(session.refreshed_at + SESSION_IDLE_MS, session.created_at + SESSION_ABSOLUTE_MS);
  return Math.max(0, Math.floor((end - now) / SECOND));
}

/**
 * 'over': idle for 1800 s, or 12 hours since the login; 'refresh': alive, and its idle clock restarts now;
 * 'fresh': alive as it is.
 */
export function sessionAge(
  session: { created_at: number; refreshed_at: number },
  now: number,
): 'over' | 'refresh' | 'fresh' {
  if (now - session.refreshed_at >= SESSION_IDLE_MS || now - session.created_at >= SESSION_ABSOLUTE_MS) {
    return 'over';
  }
  return now - session.refreshed_at >= SESSION_REFRESH_MS ? 'refresh' : 'fresh';
}

export function withinMs(issuedAt: number | undefined, now: number, lifetimeMs: number): boolean {
  return issuedAt !== undefined && now - issuedAt < lifetimeMs;
}

/** A hand-over token opens a session unless it was used or has expired. */
export function handoverUsable(
  token: { used_at: number | null; expires_at: number | null },
  now: number,
): boolean {
  return token.used_at === null && (token.expires_at === null || token.expires_at > now);
}

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export function maskIdNo(idNo: string): string {
  return idNo.length <= 8 ? `${idNo.slice(0, 2)}****` : `${idNo.slice(0, 4)}**********${idNo.slice(-4)}`;
}
