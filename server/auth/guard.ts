import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import { SESSION_LEFT_HEADER } from '@/shared/config/constants';
import { RESPONSE_STATE, SIGNED_OUT_IN_CENTRE } from '@/shared/enums/response-state';

import type { Context } from '../core/context';
import { BusinessError } from '../core/http/envelope';
import { MUST_CHANGE_PASSWORD, NOT_LOGGED_IN, REPLACED_LOGIN, sessionSecondsLeft } from './rules';
import { lookupSession } from './sessions';
import { accountById, type AccountRow } from './store';
import type { SessionRow } from './store-tokens';

/** Who is calling: the live session and its account. */
export interface Caller {
  session: SessionRow;
  account: AccountRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    portal?: Caller;
  }
}

/**
 * Finds the caller's live session: 401000 without one, 401003 when another login replaced it (or 安全中心
 * signed it out: its own message), 401001 while
 * the account must change its password (unless allowMustChange: the password change itself).
 */
export function authenticate(
  ctx: Context,
  request: FastifyRequest,
  options: { allowMustChange?: boolean } = {},
): Caller {
  const found = lookupSession(ctx, request);
  if (found.status === 'replaced') throw new BusinessError(RESPONSE_STATE.REPLACED_LOGIN, REPLACED_LOGIN);
  if (found.status === 'signedOut') {
    throw new BusinessError(RESPONSE_STATE.REPLACED_LOGIN, SIGNED_OUT_IN_CENTRE);
  }
  const account = found.status === 'live' ? accountById(ctx, found.session.account_id) : undefined;
  if (found.status !== 'live' || !account)
    throw new BusinessError(RESPONSE_STATE.NOT_LOGGED_IN, NOT_LOGGED_IN);
  if (account.must_change_password && !options.allowMustChange) {
    throw new BusinessError(RESPONSE_STATE.MUST_CHANGE_PASSWORD, MUST_CHANGE_PASSWORD);
  }
  return { session: found.session, account };
}

/**
 * Tells the page how long its session has left (the expiry warning counts down from it), and returns that
 * figure, so a body that repeats it says the same as the header (one reading of the clock).
 */
export function tellSecondsLeft(ctx: Context, reply: FastifyReply, session: SessionRow): number {
  const secondsLeft = sessionSecondsLeft(session, ctx.clock.now());
  reply.header(SESSION_LEFT_HEADER, String(secondsLeft));
  return secondsLeft;
}

/**
 * preHandler protecting a route; the handler reads the caller with current(request). The answer carries the
 * session's seconds left.
 */
export function requireSession(
  ctx: Context,
  options: { allowMustChange?: boolean } = {},
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    request.portal = authenticate(ctx, request, options);
    tellSecondsLeft(ctx, reply, request.portal.session);
  };
}

export function current(request: FastifyRequest): Caller {
  if (!request.portal) throw new Error('route is missing requireSession');
  return request.portal;
}
