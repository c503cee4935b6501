import type { CancelBody, CancelData, CancellableOrder } from '@/api/order/contract-changes';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { shanghaiParts } from '@/shared/time';

import { checkTradePassword } from '../../account/trade-password';
import type { AccountRow } from '../../auth/store';
import { tradingMoment } from '../../core/calendar';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { BusinessError, ok } from '../../core/http/envelope';
import { fundSpec } from '../../fund/funds';
import { clockText } from '../common/clock';
import type { BindKey } from '../common/idempotency';
import { cancelDeadline, factsOf, isCancellable, nextState, ORDER_CODES } from '../common/order-machine';
import { findOrder, setOrderState, type OrderRow } from '../common/store';
import { amountPaidIn, insertTradeRecord } from '../common/store-confirm';
import { closedReason } from '../private/rules';
import { closePrivateOrder, visitConfirmed } from '../private/store';
import { cancelOtherLeg, listedForCancel } from '../switch/cancel-leg';
import { cancelRefusalByTerms } from './rules';
import { appliedOrdersFrom } from './store';
import { cancellableView } from './view';

export const ORDER_CANCELLED = '撤单成功';
const NOT_FOUND = '未找到该笔订单，请刷新后重试';

/** GET /v1/order/cancel: the investor's applied orders still before the cut-off of their trade date. */
export function cancellableOrders(ctx: Context, accountId: number): CancellableOrder[] {
  const now = ctx.clock.now();
  return appliedOrdersFrom(ctx, accountId, tradingMoment(now).date)
    .filter((row) => isCancellable(factsOf(row), now))
    .filter(listedForCancel)
    .filter((row) => !cancelRefusalByTerms(fundSpec(ctx, row.fund_code), row.business_type))
    .filter((row) => !visitConfirmed(ctx, row.app_no))
    .map((row) =>
      cancellableView(row, fundSpec(ctx, row.fund_code)?.name ?? row.fund_code, cancelDeadline(factsOf(row))),
    );
}

/** The order of this investor and trade account, moved by the order machine (its refusal says why). */
function cancelled(ctx: Context, accountId: number, body: CancelBody, now: number): OrderRow {
  const row = findOrder(ctx, body.originalAppNo);
  // Another investor's order, or another trade account's, is not told apart from a missing one.
  if (!row || row.account_id !== accountId || row.trade_account !== body.tradeAccount) {
    throw new BusinessError(RESPONSE_STATE.ORDER_ERROR, NOT_FOUND);
  }
  nextState(factsOf(row), { type: 'cancel', at: now });
  const refusal = cancelRefusalByTerms(fundSpec(ctx, row.fund_code), row.business_type);
  if (refusal) throw new BusinessError(RESPONSE_STATE.ORDER_ERROR, refusal);
  // A private order whose visit is confirmed is in the plan: neither 解除合同 nor 撤单 undoes it.
  if (visitConfirmed(ctx, row.app_no)) {
    throw new BusinessError(RESPONSE_STATE.ORDER_ERROR, closedReason('final'));
  }
  return row;
}

/**
 * Cancels an applied order before 15:00 of its trade date: the order machine first (no password is spent on
 * an order that cannot be cancelled), then the trade password, then in one transaction on the clock as it is
 * then the machine again (the cut-off may have passed while the password was checked) and the new state.
 * A cancelled redemption's shares are free again (frozen shares are those of applied redemptions); a
 * cancelled purchase's money is refunded (a refund record of what its application took in).
 */
export async function cancelOrder(
  ctx: Context,
  account: AccountRow,
  body: CancelBody,
  bind: BindKey,
): Promise<CancelData> {
  cancelled(ctx, account.id, body, ctx.clock.now());
  await checkTradePassword(ctx, account, body.password);
  return transaction(ctx, () => {
    const now = ctx.clock.now();
    const row = cancelled(ctx, account.id, body, now);
    setOrderState(ctx, row.app_no, 'cancelled', now);
    cancelOtherLeg(ctx, row.app_no, now);
    // A private order cancelled this way is withdrawn: no return visit can move it again.
    closePrivateOrder(ctx, { appNo: row.app_no, stage: 'withdrawn', at: now, answers: null });
    // A cancelled purchase gives back what its application took in, if its money arrived: the refund.
    const paid = row.paid_at === null ? null : amountPaidIn(ctx, row.app_no);
    if (paid) {
      insertTradeRecord(ctx, {
        accountId: row.account_id,
        tradeAccount: row.trade_account,
        fundCode: row.fund_code,
        appNo: row.app_no,
        kind: 'refund',
        amount: paid,
        shares: '0.00',
        recordDate: shanghaiParts(now).date,
        at: now,
      });
    }
    const codes = ORDER_CODES.cancelled;
    const data: CancelData = {
      appNo: row.app_no,
      status: codes.orderStatus,
      confirmStatus: codes.confirmStatus,
      cancelDate: shanghaiParts(now).date,
      cancelTime: clockText(now),
    };
    bind(row.app_no, ok(data, ORDER_CANCELLED));
    return data;
  });
}
