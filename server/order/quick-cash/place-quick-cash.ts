import type { PaidFrom } from '@/api/core/contract-trading';
import type { QuickCashBody, QuickCashDone } from '@/api/order/contract-quick-cash';
import { parseQuickCashAmount, QUICK_CASH_TEXT, quickCashRefusal } from '@/shared/trading';

import { checkTradePassword } from '../../account/trade-password';
import type { Caller } from '../../auth/guard';
import { paidFrom } from '../../bank/fast-pay';
import { boundCardsOf } from '../../bank/store-cards';
import { bookMovement } from '../../bank/store-movements';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { hint, ok } from '../../core/http/envelope';
import { Decimal, ZERO } from '../../core/money';
import { clockText } from '../common/clock';
import type { BindKey } from '../common/idempotency';
import { insertOrder, setOrderState } from '../common/store';
import { confirmationOf, insertConfirmation, insertTradeRecord } from '../common/store-confirm';
import { quickCashRoom } from './room';
import { insertQuickWithdrawal } from './store';
import { takeShares } from './take-shares';

export const QUICK_CASH_DONE = QUICK_CASH_TEXT.done;
const NO_CARD = '您尚未绑定银行卡，暂不能快速取现';

/** The amount and the room for it, checked: the reason it cannot be withdrawn quickly now, as a refusal. */
function checked(ctx: Context, accountId: number, body: QuickCashBody) {
  const amount = parseQuickCashAmount(body.amount);
  const room = quickCashRoom(ctx, accountId, body);
  if (!room.offered) throw hint(QUICK_CASH_TEXT.notOffered);
  const refusal = quickCashRefusal(amount, {
    leftToday: room.leftToday,
    poolLeft: room.poolLeft,
    available: room.availableShares,
  });
  if (refusal || amount === null) throw hint(refusal ?? QUICK_CASH_TEXT.notYuan);
  const [card] = boundCardsOf(ctx, accountId);
  if (!card) throw hint(NO_CARD);
  return { amount: new Decimal(amount.toFixed(2)), room, card };
}

/**
 * 快速取现: the amount, the quota and the pool checked, then the trade password, then — in one transaction,
 * on the clock as it is then — every check again and the withdrawal at once: a redemption order confirmed
 * on the natural day at 1.0000 without fee, the shares taken from the lots first in first out (their
 * redemption dated that day: they stop earning from it), the money booked to the card (card_movements
 * credit) and recorded as paid that day, the quota used, and the Idempotency-Key bound to the answer.
 */
export async function placeQuickCash(
  ctx: Context,
  caller: Caller,
  body: QuickCashBody,
  bind: BindKey,
): Promise<QuickCashDone> {
  const { account, session } = caller;
  checked(ctx, account.id, body);
  await checkTradePassword(ctx, account, body.password);
  return transaction(ctx, () => {
    const { amount, room, card } = checked(ctx, account.id, body);
    const now = ctx.clock.now();
    const { day } = room;
    const money = amount.toFixed(2);
    const appNo = insertOrder(ctx, {
      account_id: account.id,
      trade_account: body.tradeAccount,
      fund_code: body.fundCode,
      business_type: 'Redeem',
      apply_sum: ZERO.toFixed(2),
      fee_mode: 'A',
      list_fee: '0.00',
      fee: '0.00',
      capital_mode: '1',
      bank_no: card.bank_code,
      bank_account: card.card_no,
      dividend_type: '0',
      first_purchase: 0,
      applied_at: now,
      apply_date: day,
      apply_time: clockText(now),
      trade_date: day,
      confirm_date: day,
      available_date: day,
      remit_dead_date: null,
      remittance_time: null,
      session_hash: session.token_hash,
      apply_share: money,
      over_limit: '0',
      payout_date: day,
    });
    setOrderState(ctx, appNo, 'confirmed', now);
    const key = { accountId: account.id, tradeAccount: body.tradeAccount, fundCode: body.fundCode };
    const record = { ...key, appNo, amount: money, shares: money, recordDate: day, at: now };
    insertTradeRecord(ctx, { ...record, kind: 'apply', amount: '0.00' });
    const confirmed = {
      confirmDate: day,
      confirmStatus: '1',
      confirmedAmount: money,
      refund: '0.00',
      fee: '0.00',
      nav: '1.0000',
      shares: money,
      reason: null,
      at: now,
    } as const;
    insertConfirmation(
      ctx,
      confirmationOf({ app_no: appNo, account_id: account.id, fund_code: body.fundCode }, confirmed),
    );
    insertTradeRecord(ctx, { ...record, kind: 'confirm' });
    takeShares(ctx, key, { appNo, shares: amount, day });
    insertQuickWithdrawal(ctx, { appNo, ...key, day, amount: money, cardNo: card.card_no, at: now });
    bookMovement(ctx, { requestId: appNo, cardNo: card.card_no, appNo, amount: money, at: now }, 'credit');
    const done: QuickCashDone = {
      appNo,
      fundCode: body.fundCode,
      fundName: room.fundName,
      tradeAccount: body.tradeAccount,
      amount: money,
      shares: money,
      card: paidFrom({ bank_no: card.bank_code, bank_account: card.card_no }) as PaidFrom,
      paidDate: day,
      paidTime: clockText(now),
      leftToday: new Decimal(room.leftToday).minus(amount).toFixed(2),
    };
    bind(appNo, ok(done, QUICK_CASH_DONE));
    return done;
  });
}
