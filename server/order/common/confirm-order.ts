import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { Decimal, ZERO } from '../../core/money';
import { navOn } from '../../fund/store-navs';
import { fundSpecOn } from '../../fund/store-status-history';
import type { FundSpec } from '../../fund/types';
import { addLot } from '../../holding/store';
import { confirmPurchase, type PurchaseConfirmation, RAISE_FAILED } from '../buy/confirm-rules';
import { awaitsMoney, invalidateUnpaid } from '../buy/payment';
import { hasBought } from '../buy/store';
import { confirmDividendChange } from '../dividend/confirm-change';
import { confirmRedeemOrder } from '../redeem/confirm-redeem';
import { confirmSwitchLeg } from '../switch/confirm-switch';
import { factsOf, nextState, ORDER_CODES, type ConfirmOutcome } from './order-machine';
import { setOrderState, type OrderRow } from './store';
import {
  type BatchConfirmStatus,
  confirmedAmounts,
  confirmationOf,
  insertConfirmation,
  insertTradeRecord,
} from './store-confirm';

const applicationOf = (order: OrderRow) => ({
  business: order.business_type,
  tradeDate: order.trade_date,
  acceptedAt: order.applied_at,
});

/** A booked purchase is traded on its fund's open day, when the fund is open whatever its status today. */
const asTraded = (spec: FundSpec, order: OrderRow): FundSpec =>
  order.business_type === 'BookPurchase' ? { ...spec, status: '0' } : spec;

function decide(ctx: Context, order: OrderRow, spec: FundSpec): PurchaseConfirmation {
  const confirmedBefore = confirmedAmounts(ctx, order.account_id, order.fund_code, order.trade_date).reduce(
    (sum, amount) => sum.plus(new Decimal(amount)),
    ZERO,
  );
  const nav = navOn(ctx, order.fund_code, order.trade_date);
  return confirmPurchase({
    order: {
      business: order.business_type === 'Subscribe' ? 'Subscribe' : 'Purchase',
      tradeDate: order.trade_date,
      applyAmount: new Decimal(order.apply_sum),
      mode: order.fee_mode,
      channel: 'online',
      // First or additional as the holding stands now: an earlier order this one leaned on may have been
      // rescinded, or the holding emptied, since it was placed (the minimum holds for the holding).
      firstPurchase: !hasBought(ctx, order.account_id, order.fund_code, { heldOnly: true }),
    },
    fund: asTraded(fundSpecOn(ctx, spec, applicationOf(order)), order),
    nav: nav ? new Decimal(nav.nav) : null,
    confirmedBefore,
    // Whether the raise succeeded is known when the batch confirms, after its end: the status now.
    raiseFailed: order.business_type === 'Subscribe' && spec.status === RAISE_FAILED,
  });
}

/** Writes one order's confirmation: its state, the confirmation, the money and shares moved, the holding. */
function record(
  ctx: Context,
  order: OrderRow,
  outcome: PurchaseConfirmation,
  today: string,
  now: number,
): void {
  const state = nextState(factsOf(order), { type: 'confirm', on: today, outcome: outcome.outcome });
  const shares = outcome.shares.toFixed(2);
  const base = { accountId: order.account_id, tradeAccount: order.trade_account, fundCode: order.fund_code };
  transaction(ctx, () => {
    setOrderState(ctx, order.app_no, state, now);
    insertConfirmation(
      ctx,
      confirmationOf(order, {
        confirmDate: today,
        confirmStatus: ORDER_CODES[state].confirmStatus as BatchConfirmStatus,
        confirmedAmount: outcome.confirmedAmount.toFixed(2),
        refund: outcome.refund.toFixed(2),
        fee: (outcome.fee?.fee ?? ZERO).toFixed(2),
        nav: outcome.nav?.toFixed(4) ?? null,
        shares,
        reason: outcome.reason,
        at: now,
      }),
    );
    const trade = { ...base, appNo: order.app_no, recordDate: today, at: now };
    if (outcome.confirmedAmount.gt(ZERO)) {
      insertTradeRecord(ctx, {
        ...trade,
        kind: 'confirm',
        amount: outcome.confirmedAmount.toFixed(2),
        shares,
      });
      addLot(ctx, {
        ...base,
        appNo: order.app_no,
        confirmDate: today,
        shares,
        feeMode: order.fee_mode,
        purchaseNav: (outcome.nav ?? ZERO).toFixed(4),
        cost: outcome.confirmedAmount.toFixed(2),
        dividendType: order.dividend_type,
      });
    }
    if (outcome.refund.gt(ZERO)) {
      insertTradeRecord(ctx, { ...trade, kind: 'refund', amount: outcome.refund.toFixed(2), shares: '0.00' });
    }
  });
}

/**
 * Confirms one due order as of `day` by the rules of its business, under the fund's status in force on the
 * order's trade date (a later announcement does not undo it): a purchase or subscription by T's rules
 * (full; partial over the daily cap; failed by rule, all refunded), a redemption lot by lot, a dividend-method
 * change put in effect. Throws RuleError 'missing-data' while the trade date's NAV is unpublished.
 */
export function confirmOrderOn(
  ctx: Context,
  order: OrderRow,
  spec: FundSpec,
  day: string,
  at: number,
): ConfirmOutcome {
  if (order.business_type === 'Redeem' || order.business_type === 'BookRedeem') {
    return confirmRedeemOrder(ctx, order, fundSpecOn(ctx, spec, applicationOf(order)), day, at);
  }
  if (order.business_type === 'BonusWay') return confirmDividendChange(ctx, order, day, at);
  if (order.business_type === 'SwitchOut' || order.business_type === 'SwitchIn') {
    return confirmSwitchLeg(ctx, order, day, at);
  }
  // No shares without money: a bank transfer that never arrived is invalid, not confirmed.
  if (awaitsMoney(order)) {
    invalidateUnpaid(ctx, order, at);
    return 'failed';
  }
  const outcome = decide(ctx, order, spec);
  record(ctx, order, outcome, day, at);
  return outcome.outcome;
}
