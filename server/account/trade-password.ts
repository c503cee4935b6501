import { decryptPassword } from '../auth/password-input';
import { isLocked, LOCK_MS, locksAfter, WRONG_PASSWORD_WINDOW_MS } from '../auth/rules';
import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { verifyTradePassword } from '../core/crypto/passwords';
import { transaction } from '../core/db/database';
import { hint } from '../core/http/envelope';
import { tradeLockedMessage, wrongTradePasswordMessage } from './rules';
import {
  addTradePasswordFailure,
  clearTradePasswordFailures,
  lockTradePassword,
  tradeLockedUntil,
} from './store';

/**
 * Checks the RSA-encrypted trade password of the investor with the lock rules: a locked trade password is
 * refused before it is even checked; the fifth wrong one within an hour locks it for 30 minutes; a right one
 * clears the count. Throws the hint the trade-password dialog shows under the field.
 */
export async function checkTradePassword(
  ctx: Context,
  account: AccountRow,
  encrypted: string,
): Promise<void> {
  const password = decryptPassword(ctx, encrypted);
  const lockedUntil = tradeLockedUntil(ctx, account.id);
  if (isLocked(lockedUntil, ctx.clock.now())) throw hint(tradeLockedMessage(lockedUntil as number));
  if (await verifyTradePassword(ctx.secret, password, account.trade_password_hash)) {
    clearTradePasswordFailures(ctx, account.id);
    return;
  }
  const now = ctx.clock.now();
  const message = transaction(ctx, () => {
    const wrong = addTradePasswordFailure(ctx, account.id, now, WRONG_PASSWORD_WINDOW_MS);
    if (!locksAfter(wrong)) return wrongTradePasswordMessage(wrong);
    lockTradePassword(ctx, account.id, now + LOCK_MS);
    return tradeLockedMessage(now + LOCK_MS);
  });
  throw hint(message);
}
