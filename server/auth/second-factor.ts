import { MINUTE } from '@/shared/time';

import type { Context } from '../core/context';
import { hashToken, randomToken } from '../core/crypto/random';
import { hint } from '../core/http/envelope';
import { insertSecondFactor, spendSecondFactor } from './store-centre';

const TICKET_MS = 10 * MINUTE;
export const TICKET_GONE = '安全验证已失效，请重新获取短信验证码';

/** A one-use ticket after a right twoFactor code (inside a transaction). */
export function issueSecondFactor(ctx: Context, accountId: number): string {
  const ticket = randomToken();
  insertSecondFactor(ctx, hashToken(ticket), accountId, ctx.clock.now());
  return ticket;
}

/** Spends the ticket of a sensitive change (inside its transaction); a used, old or foreign one is refused. */
export function spendTicket(ctx: Context, accountId: number, ticket: string): void {
  const now = ctx.clock.now();
  if (!spendSecondFactor(ctx, { tokenHash: hashToken(ticket), accountId, since: now - TICKET_MS, now })) {
    throw hint(TICKET_GONE);
  }
}
