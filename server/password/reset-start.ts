import type { FastifyReply, FastifyRequest } from 'fastify';

import type { LoginType, OrgAccountType } from '@/api/auth/contract';
import { HOUR, MINUTE } from '@/shared/time';

import { cookieOptions } from '../auth/sessions';
import { accountById, findOrganisation, findPerson, type AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { hashToken, keyedHash, randomToken } from '../core/crypto/random';
import { clearCookie, setCookie } from '../core/http/cookies';
import { enforceRate, type RateLimit } from '../core/http/rate-limit';
import { putBounded } from '../core/volatile';

// The forgotten login password, before a second factor matched. Until the SMS code is right, a caller
// learns nothing about the account it names: a known and an unknown one answer the same bytes, and the
// codes of an unknown one go to a phone-like key no message is ever sent to (so a wrong code is "wrong"
// for both, and the same limits apply to both).

/** The account a reset names, as typed on the identity step. */
export interface ResetIdentity {
  loginType: LoginType;
  orgAccountType?: OrgAccountType;
  account: string;
}

/** What the slider-gated SMS send started: the submit must come from the same browser, for the same account. */
interface ResetAttempt {
  identity: string;
  /** The phone the codes went to (or the unknown account's key). */
  subject: string;
  accountId: number | null;
  createdAt: number;
}

const ATTEMPT_COOKIE = 'PRESET';
const ATTEMPT_PATH = '/v1/auth/password';
const ATTEMPT_MS = 10 * MINUTE;

export const RESET_SMS_PER_IP: RateLimit = { name: 'reset-sms-ip', limit: 10, windowMs: HOUR };
export const RESET_SMS_PER_ACCOUNT: RateLimit = { name: 'reset-sms-account', limit: 5, windowMs: HOUR };
export const RESET_SUBMIT_PER_IP: RateLimit = { name: 'reset-submit-ip', limit: 20, windowMs: HOUR };
export const RESET_SUBMIT_PER_ACCOUNT: RateLimit = {
  name: 'reset-submit-account',
  limit: 10,
  windowMs: HOUR,
};

/** One key per typed account, whether it exists or not (x and X alike). */
function identityKey(identity: ResetIdentity): string {
  return [identity.loginType, identity.orgAccountType ?? '', identity.account.toUpperCase()].join('|');
}

export function enforceResetRate(ctx: Context, rule: RateLimit, identity: ResetIdentity): void {
  enforceRate(ctx, rule, identityKey(identity));
}

export function resetTarget(ctx: Context, identity: ResetIdentity): AccountRow | undefined {
  if (identity.loginType === 'account') return findPerson(ctx, identity.account);
  return identity.orgAccountType
    ? findOrganisation(ctx, identity.account, identity.orgAccountType)
    : undefined;
}

/** Where the reset codes of this account go: its bound phone, or a key of the typed account. */
export function resetSubject(ctx: Context, identity: ResetIdentity, account: AccountRow | undefined): string {
  return account ? account.phone : `~${keyedHash(ctx.secret, `reset:${identityKey(identity)}`).slice(0, 40)}`;
}

const attempts = (ctx: Context) => ctx.volatile.map<ResetAttempt>('reset-attempts');

/** After the slider-gated SMS send: an HttpOnly cookie (path /v1/auth/password, 10 minutes) names the attempt. */
export function startResetAttempt(
  ctx: Context,
  reply: FastifyReply,
  identity: ResetIdentity,
  target: { subject: string; accountId: number | null },
): void {
  const token = randomToken();
  putBounded(attempts(ctx), hashToken(token), {
    identity: identityKey(identity),
    subject: target.subject,
    accountId: target.accountId,
    createdAt: ctx.clock.now(),
  });
  setCookie(reply, ATTEMPT_COOKIE, token, cookieOptions(ctx, ATTEMPT_PATH));
}

/** The attempt this browser started for this account, still fresh; undefined otherwise. */
export function findResetAttempt(
  ctx: Context,
  request: FastifyRequest,
  identity: ResetIdentity,
): { subject: string; account: AccountRow | undefined } | undefined {
  const token = request.cookies[ATTEMPT_COOKIE];
  if (!token || token.length > 128) return undefined;
  const attempt = attempts(ctx).get(hashToken(token));
  if (!attempt || attempt.identity !== identityKey(identity)) return undefined;
  if (ctx.clock.now() - attempt.createdAt >= ATTEMPT_MS) return undefined;
  const account = attempt.accountId === null ? undefined : accountById(ctx, attempt.accountId);
  return { subject: attempt.subject, account };
}

export function endResetAttempt(ctx: Context, request: FastifyRequest, reply: FastifyReply): void {
  const token = request.cookies[ATTEMPT_COOKIE];
  if (token) attempts(ctx).delete(hashToken(token));
  clearCookie(reply, ATTEMPT_COOKIE, cookieOptions(ctx, ATTEMPT_PATH));
}
