import type { FastifyReply, FastifyRequest } from 'fastify';

import type { LoginType, OrgAccountType } from '@/api/types';

import type { Context } from '../context';
import { hashToken, randomToken } from '../crypto/random';
import { clearCookie, setCookie } from '../http/cookies';
import { MINUTE } from '../time';
import { cookieOptions } from './sessions';

/** The login that passed the password and waits for the SMS step (HttpOnly cookie, 10 minutes). */
export const PENDING_COOKIE = 'PPENDING';
export const PENDING_MS = 10 * MINUTE;
const PATH = '/v1/auth';

export interface PendingLogin {
  token_hash: string;
  account_id: number;
  login_type: LoginType;
  org_account_type: OrgAccountType | null;
  created_at: number;
}

export function startPendingLogin(
  ctx: Context,
  reply: FastifyReply,
  accountId: number,
  loginType: LoginType,
  orgAccountType: OrgAccountType | null,
): void {
  const token = randomToken();
  const now = ctx.clock.now();
  ctx.db.tx(() => {
    ctx.db.run('DELETE FROM pending_logins WHERE account_id = ? OR created_at < ?', [
      accountId,
      now - PENDING_MS,
    ]);
    ctx.db.run(
      'INSERT INTO pending_logins (token_hash, account_id, login_type, org_account_type, created_at) VALUES (?, ?, ?, ?, ?)',
      [hashToken(token), accountId, loginType, orgAccountType, now],
    );
  });
  setCookie(reply, PENDING_COOKIE, token, cookieOptions(ctx, PATH));
}

export function findPendingLogin(ctx: Context, request: FastifyRequest): PendingLogin | undefined {
  const token = request.cookies[PENDING_COOKIE];
  if (!token || token.length > 128) return undefined;
  const row = ctx.db.get<PendingLogin>('SELECT * FROM pending_logins WHERE token_hash = ?', [
    hashToken(token),
  ]);
  return row && ctx.clock.now() - row.created_at < PENDING_MS ? row : undefined;
}

/** Inside the caller's transaction. */
export function finishPendingLogin(ctx: Context, reply: FastifyReply, pending: PendingLogin): void {
  ctx.db.run('DELETE FROM pending_logins WHERE token_hash = ?', [pending.token_hash]);
  clearCookie(reply, PENDING_COOKIE, cookieOptions(ctx, PATH));
}
