import { decryptPassword } from '../auth/password-input';
import { isLocked, LOCK_MS, locksAfter, WRONG_PASSWORD_WINDOW_MS } from '../auth/rules';
import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { verifyTradePassword } from '../core/crypto/passwords';
import { transaction } from '../core/db/database';
import { hint } from '../core/http/envelope';
import { oneAtATime } from '../core/one-at-a-time';
import { tradeLockedMessage, wrongTradePasswordMessage } from './rules';
import {
  addTradePasswordFailure,
  clearTradePasswordFailures,
  lockTradePassword,
  tradeLockedUntil,
} from './store';

/**
 * Checks a trade password of the investor with the lock rules — the one counter and lock of every place that
 * checks it (orders, cancels, dividend changes, the signing's proof, the trade password's change): a locked
 * trade password is refused before it is even checked; the fifth wrong one within an hour locks it for 30
 * minutes; a right one clears the count. The checks of one investor run one at a time, so a burst of wrong
 * passwords is counted before the next one is judged. Throws the hint the dialog shows under the field
 * (`subject` names the password in it: 交易密码, or 原交易密码 in a change).
 */
export async function checkPlainTradePassword(
  ctx: Context,
  account: AccountRow,
  password: string,
  subject = '交易密码',
): Promise<void> {
  await oneAtATime(ctx, `trade-password:${account.id}`, async () => {
    const lockedUntil = tradeLockedUntil(ctx, account.id);
    if (isLocked(lockedUntil, ctx.clock.now())) throw hint(tradeLockedMessage(lockedUntil as number));
    if (await verifyTradePassword(ctx.secret, password, account.trade_password_hash)) {
      clearTradePasswordFailures(ctx, account.id);
      return;
    }
    const now = ctx.clock.now();
    const message = transaction(ctx, () => {
      const wrong = addTradePasswordFailure(ctx, account.id, now, WRONG_PASSWORD_WINDOW_MS);
      if (!locksAfter(wrong)) return wrongTradePasswordMessage(wrong, subject);
      lockTradePassword(ctx, account.id, now + LOCK_MS);
      return tradeLockedMessage(now + LOCK_MS);
    });
    throw hint(message);
  });
}

/** The RSA-encrypted trade password of a dialog, checked as above. */
export async function checkTradePassword(
  ctx: Context,
  account: AccountRow,
  encrypted: string,
): Promise<void> {
  await checkPlainTradePassword(ctx, account, decryptPassword(ctx, encrypted));
}
