import type { FastifyReply, FastifyRequest } from 'fastify';

import type { LoginType, OrgAccountType } from '@/api/auth/contract';

import type { Context } from '../core/context';
import { hashToken, randomToken } from '../core/crypto/random';
import { transaction } from '../core/db/database';
import { clearCookie, setCookie, type CookieOptions } from '../core/http/cookies';
import type { ClientInfo } from './client-info';
import { recordLoginOutcome } from './login-record';
import { sessionAge } from './rules';
import { recordLogin } from './store';
import { deleteSession, deleteSessionsOf, findSession, insertSession, touchSession } from './store-tokens';
import type { SessionRow } from './store-tokens';

export const SESSION_COOKIE = 'PSESSION';

export type SessionLookup =
  { status: 'none' | 'expired' | 'replaced' | 'signedOut' } | { status: 'live'; session: SessionRow };

export interface SessionStart {
  loginType: LoginType;
  orgAccountType?: OrgAccountType | null;
  adviserId?: number | null;
  /** Where the login came from (the security centre lists it). */
  client: ClientInfo;
  /** The remembered device's nonce hash the login came with or was given. */
  deviceHash?: string | null;
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
  transaction(ctx, () => {
    insertSession(ctx, {
      tokenHash: hashToken(token),
      accountId,
      adviserId: start.adviserId ?? null,
      loginType: start.loginType,
      orgAccountType: start.orgAccountType ?? null,
      now,
      client: start.client,
      deviceHash: start.deviceHash ?? null,
    });
    recordLogin(ctx, accountId, now);
    const via = start.adviserId ? 'adviser' : 'self';
    recordLoginOutcome(ctx, accountId, { client: start.client, via, outcome: 'success' });
  });
  // Idle expiry is enforced here on the server; the cookie itself lives for the browser session.
  setCookie(reply, SESSION_COOKIE, token, cookieOptions(ctx));
}

/**
 * Finds the request's session; an idle (1800 s) or old (12 h) one is deleted, a live one is refreshed at most
 * every 600 s.
 */
export function lookupSession(ctx: Context, request: FastifyRequest): SessionLookup {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 128) return { status: 'none' };
  const hash = hashToken(token);
  const session = findSession(ctx, hash);
  if (!session) return { status: 'none' };
  const now = ctx.clock.now();
  const age = sessionAge(session, now);
  if (age === 'over') {
    deleteSession(ctx, hash);
    return { status: 'expired' };
  }
  if (session.state === 'replaced') return { status: session.ended_by ? 'signedOut' : 'replaced' };
  if (age === 'refresh') {
    touchSession(ctx, hash, now);
    session.refreshed_at = now;
  }
  return { status: 'live', session };
}

/** 继续登录: the investor asked to stay, so the idle clock restarts now (not only every 600 s). */
export function refreshSession(ctx: Context, request: FastifyRequest, session: SessionRow): void {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const now = ctx.clock.now();
  touchSession(ctx, hashToken(token), now);
  session.refreshed_at = now;
}

export function endSession(ctx: Context, request: FastifyRequest, reply: FastifyReply): void {
  const token = request.cookies[SESSION_COOKIE];
  if (token) deleteSession(ctx, hashToken(token));
  clearCookie(reply, SESSION_COOKIE, cookieOptions(ctx));
}

/** Ends every session of an account but the caller's (after a password change or reset). */
export function endAllSessions(ctx: Context, accountId: number, keepToken?: string): void {
  deleteSessionsOf(ctx, accountId, keepToken === undefined ? '' : hashToken(keepToken));
}
