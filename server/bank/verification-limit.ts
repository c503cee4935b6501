import { DAY } from '@/shared/time';

import type { Context } from '../core/context';
import { type RateLimit, rateLimiter, tooMany } from '../core/http/rate-limit';

/**
 * Bank verifications per account in any 24 hours, whatever the address (issue 39, low): binding a card, opening
 * fast pay and their resends each ask the bank to check a card and text its phone. A person needs a few; a
 * script that tries card numbers (or texts a stranger's phone) through one account stops here.
 */
export const BANK_VERIFICATIONS_PER_ACCOUNT: RateLimit = {
  name: 'bank-verifications-per-account',
  limit: 20,
  windowMs: DAY,
};
export const BANK_VERIFICATIONS_BUSY = '银行卡验证次数过多，请24小时后再试';

/** Counts one bank verification of the account; over the limit, 429 with the envelope's 400008. */
export function countBankVerification(ctx: Context, accountId: number): void {
  if (!rateLimiter(ctx, BANK_VERIFICATIONS_PER_ACCOUNT)(`account:${accountId}`)) {
    throw tooMany(BANK_VERIFICATIONS_BUSY);
  }
}
