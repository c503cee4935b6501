import type { ConfirmStatus, OrderStatus } from '@/api/order/contract-orders';
import { CONFIRMATION_STATUS } from '@/shared/enums/fund';
import { dashed, type YyyyMmDd } from '@/shared/time';

import { cutoffInstant } from '../../core/calendar';
import { RuleError } from '../../core/rule-error';

/**
 * An order's life: applied → confirmed / partly confirmed / failed by the confirm batch, or cancelled by the
 * investor before the cut-off of its trade date. Every other move is refused. The spec's two code lists
 * (§3) follow from the state: a partly confirmed order succeeded (order status 1) with confirmation 2.
 */
export type OrderState = 'applied' | 'confirmed' | 'partlyConfirmed' | 'failed' | 'cancelled';

export const ORDER_CODES: Record<OrderState, { orderStatus: OrderStatus; confirmStatus: ConfirmStatus }> = {
  applied: { orderStatus: '0', confirmStatus: '9' },
  confirmed: { orderStatus: '1', confirmStatus: '1' },
  partlyConfirmed: { orderStatus: '1', confirmStatus: '2' },
  failed: { orderStatus: '2', confirmStatus: '0' },
  cancelled: { orderStatus: '3', confirmStatus: '4' },
};

export interface OrderFacts {
  state: OrderState;
  tradeDate: YyyyMmDd;
  confirmDate: YyyyMmDd;
}

/** The facts the machine reads, from an order's row. */
export const factsOf = (row: {
  state: OrderState;
  trade_date: YyyyMmDd;
  confirm_date: YyyyMmDd;
}): OrderFacts => ({
  state: row.state,
  tradeDate: row.trade_date,
  confirmDate: row.confirm_date,
});

/** The outcome of confirming one order (what the confirm batch computed for it). */
export type ConfirmOutcome = 'full' | 'partial' | 'failed';

/**
 * confirm: the batch; cancel: the investor before the cut-off; undo: a private order withdrawn (解除合同) or
 * whose return visit failed, at any time before it is final; invalidate: a bank transfer that did not arrive
 * by its deadline. Each ends the order: a second one is refused, so no money moves twice.
 */
export type OrderEvent =
  | { type: 'confirm'; on: YyyyMmDd; outcome: ConfirmOutcome }
  | { type: 'cancel'; at: number }
  | { type: 'undo' }
  | { type: 'invalidate' };

const AFTER_CONFIRM: Record<ConfirmOutcome, OrderState> = {
  full: 'confirmed',
  partial: 'partlyConfirmed',
  failed: 'failed',
};

const stateLabel = (state: OrderState) => CONFIRMATION_STATUS[ORDER_CODES[state].confirmStatus];

const CANCEL_REFUSALS: Record<Exclude<OrderState, 'applied'>, string> = {
  confirmed: '订单已确认，不能撤单',
  partlyConfirmed: '订单已确认，不能撤单',
  failed: '订单已确认失败，不能撤单',
  cancelled: '订单已撤单，请勿重复撤单',
};

/** The instant from which an applied order can no longer be cancelled: 15:00 of its trade date. */
export const cancelDeadline = (order: OrderFacts): number => cutoffInstant(order.tradeDate);

export function isCancellable(order: OrderFacts, nowMs: number): boolean {
  return order.state === 'applied' && nowMs < cancelDeadline(order);
}

/** The state after the event, or a refusal that says why in the investor's words. */
export function nextState(order: OrderFacts, event: OrderEvent): OrderState {
  if (event.type === 'undo' || event.type === 'invalidate') {
    if (order.state !== 'applied') throw new RuleError('invalid-transition', CANCEL_REFUSALS[order.state]);
    return event.type === 'undo' ? 'cancelled' : 'failed';
  }
  if (event.type === 'cancel') {
    if (order.state !== 'applied') throw new RuleError('invalid-transition', CANCEL_REFUSALS[order.state]);
    if (event.at >= cancelDeadline(order)) {
      throw new RuleError(
        'invalid-transition',
        `已过撤单截止时间（${dashed(order.tradeDate)} 15:00），不能撤单`,
      );
    }
    return 'cancelled';
  }
  if (order.state !== 'applied') {
    throw new RuleError('invalid-transition', `订单状态为${stateLabel(order.state)}，不能再次确认`);
  }
  if (event.on < order.confirmDate) {
    throw new RuleError('invalid-transition', `未到确认日（${dashed(order.confirmDate)}），不能确认`);
  }
  return AFTER_CONFIRM[event.outcome];
}
