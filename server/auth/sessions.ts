import type { FastifyReply, FastifyRequest } from 'fastify';

import type { LoginType, OrgAccountType } from '@/api/types';

import type { Context } from '../context';
import { hashToken, randomToken } from '../crypto/random';
import { clearCookie, setCookie, type CookieOptions } from '../http/cookies';
import { SECOND } from '../time';

export const SESSION_COOKIE = 'PSESSION';
export const SESSION_IDLE_MS = 1800 * SECOND;
export const SESSION_REFRESH_MS = 600 * SECOND;

export interface SessionRow {
  token_hash: string;
  account_id: number;
  adviser_id: number | null;
  login_type: LoginType;
  org_account_type: OrgAccountType | null;
  state: 'live' | 'replaced';
  created_at: number;
  refreshed_at: number;
}

export type SessionLookup =
  { status: 'none' | 'expired' | 'replaced' } | { status: 'live'; session: SessionRow };

export interface SessionStart {
  loginType: LoginType;
  orgAccountType?: OrgAccountType | null;
  adviserId?: number | null;
}

export function cookieOptions(ctx: Context, path = '/'): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path, secure: ctx.secureCookies };
}

/** Starts a session (inside the caller's transaction): older live sessions of the account become 'replaced'. */
export function startSession(
  ctx: Context,
  reply: FastifyReply,
  accountId: number,
  start: SessionStart,
): void {
  const now = ctx.clock.now();
  const token = randomToken();
  ctx.db.run("UPDATE sessions SET state = 'replaced' WHERE account_id = ? AND state = 'live'", [accountId]);
  ctx.db.run(
    "INSERT INTO sessions (token_hash, account_id, adviser_id, login_type, org_account_type, state, created_at, refreshed_at) VALUES (?, ?, ?, ?, ?, 'live', ?, ?)",
    [
      hashToken(token),
      accountId,
      start.adviserId ?? null,
      start.loginType,
      start.orgAccountType ?? null,
      now,
      now,
    ],
  );
  ctx.db.run('UPDATE accounts SET prev_login_at = last_login_at, last_login_at = ? WHERE id = ?', [
    now,
    accountId,
  ]);
  // Idle expiry is enforced here on the server; the cookie itself lives for the browser session.
  setCookie(reply, SESSION_COOKIE, token, cookieOptions(ctx));
}

/** Finds the request's session; an idle one is deleted, a live one is refreshed at most every 600 s. */
export function lookupSession(ctx: Context, request: FastifyRequest): SessionLookup {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 128) return { status: 'none' };
  const hash = hashToken(token);
  const session = ctx.db.get<SessionRow>('SELECT * FROM sessions WHERE token_hash = ?', [hash]);
  if (!session) return { status: 'none' };
  const now = ctx.clock.now();
  if (now - session.refreshed_at >= SESSION_IDLE_MS) {
    ctx.db.tx(() => ctx.db.run('DELETE FROM sessions WHERE token_hash = ?', [hash]));
    return { status: 'expired' };
  }
  if (session.state === 'replaced') return { status: 'replaced' };
  if (now - session.refreshed_at >= SESSION_REFRESH_MS) {
    ctx.db.tx(() => ctx.db.run('UPDATE sessions SET refreshed_at = ? WHERE token_hash = ?', [now, hash]));
    session.refreshed_at = now;
  }
  return { status: 'live', session };
}

export function endSession(ctx: Context, request: FastifyRequest, reply: FastifyReply): void {
  const token = request.cookies[SESSION_COOKIE];
  if (token) ctx.db.tx(() => ctx.db.run('DELETE FROM sessions WHERE token_hash = ?', [hashToken(token)]));
  clearCookie(reply, SESSION_COOKIE, cookieOptions(ctx));
}

/** Ends every session of an account (after a password reset). */
export function endAllSessions(ctx: Context, accountId: number, except?: string): void {
  ctx.db.run('DELETE FROM sessions WHERE account_id = ? AND token_hash <> ?', [accountId, except ?? '']);
}
