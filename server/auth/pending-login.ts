import type { FastifyReply, FastifyRequest } from 'fastify';

import type { LoginType, OrgAccountType } from '@/api/auth/contract';

import type { Context } from '../core/context';
import { hashToken, randomToken } from '../core/crypto/random';
import { clearCookie, setCookie } from '../core/http/cookies';
import { PENDING_MS, withinMs } from './rules';
import { cookieOptions } from './sessions';
import {
  deletePendingLogin,
  findPendingLoginRow,
  replacePendingLogin,
  type PendingLoginRow,
} from './store-tokens';

/** The login that passed the password and waits for the SMS step (HttpOnly cookie, 10 minutes). */
const PENDING_COOKIE = 'PPENDING';
const PATH = '/v1/auth';

export function startPendingLogin(
  ctx: Context,
  reply: FastifyReply,
  accountId: number,
  loginType: LoginType,
  orgAccountType: OrgAccountType | null,
): void {
  const token = randomToken();
  const now = ctx.clock.now();
  replacePendingLogin(
    ctx,
    {
      token_hash: hashToken(token),
      account_id: accountId,
      login_type: loginType,
      org_account_type: orgAccountType,
      created_at: now,
    },
    now - PENDING_MS,
  );
  setCookie(reply, PENDING_COOKIE, token, cookieOptions(ctx, PATH));
}

export function findPendingLogin(ctx: Context, request: FastifyRequest): PendingLoginRow | undefined {
  const token = request.cookies[PENDING_COOKIE];
  if (!token || token.length > 128) return undefined;
  const row = findPendingLoginRow(ctx, hashToken(token));
  return row && withinMs(row.created_at, ctx.clock.now(), PENDING_MS) ? row : undefined;
}

/** Inside the caller's transaction. */
export function finishPendingLogin(ctx: Context, reply: FastifyReply, pending: PendingLoginRow): void {
  deletePendingLogin(ctx, pending.token_hash);
  clearCookie(reply, PENDING_COOKIE, cookieOptions(ctx, PATH));
}
