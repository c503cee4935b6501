import type { Big } from 'big.js';

import { Decimal, parseYuan, yuanText, ZERO } from '../core/money';
import { RuleError } from '../core/rule-error';
import { dashed, type YyyyMmDd } from '../core/shanghai-day';
import { businessRefusal } from '../fund/rules';
import type { FeeMode, FundSpec } from '../fund/types';
import { type PurchaseFeeQuote, quotePurchaseFee, type SalesChannel, sharesFor } from './fee-rules';
import type { ConfirmOutcome } from './order-machine';

/**
 * What the confirm batch decides for one purchase or subscription, given the NAV of its trade date: full
 * confirmation; partial when the investor's confirmed purchases of the fund on that trade date would pass
 * the fund's daily cap (the cap may have been lowered after the order, or other channels used it): the part
 * within the cap is confirmed and the rest refunded; failed by rule (the fund's status on T refuses the
 * business, nothing is left under the cap, or what is left is below the purchase minimum), all refunded.
 */
export interface PurchaseToConfirm {
  business: 'Purchase' | 'Subscribe';
  tradeDate: YyyyMmDd;
  applyAmount: Big;
  mode: FeeMode;
  channel: SalesChannel;
  firstPurchase: boolean;
}

export interface PurchaseConfirmation {
  outcome: ConfirmOutcome;
  confirmedAmount: Big;
  refund: Big;
  /** Present unless failed. */
  fee: PurchaseFeeQuote | null;
  nav: Big | null;
  shares: Big;
  /** Why not everything was confirmed; null for a full confirmation. */
  reason: string | null;
}

/** Subscriptions are made at par. */
export const PAR_VALUE = new Decimal('1');

export interface ConfirmPurchaseInput {
  order: PurchaseToConfirm;
  fund: FundSpec;
  /** NAV of the trade date (ignored for a subscription); null while unpublished. */
  nav: Big | null;
  /** The same investor's purchases of this fund with the same trade date confirmed earlier in the batch. */
  confirmedBefore: Big;
}

const failed = (order: PurchaseToConfirm, reason: string): PurchaseConfirmation => ({
  outcome: 'failed',
  confirmedAmount: ZERO,
  refund: order.applyAmount,
  fee: null,
  nav: null,
  shares: ZERO,
  reason,
});

export function confirmPurchase({
  order,
  fund,
  nav,
  confirmedBefore,
}: ConfirmPurchaseInput): PurchaseConfirmation {
  const refusal = businessRefusal(fund, order.business, order.tradeDate);
  if (refusal) return failed(order, `${refusal}，申请金额全额退回`);
  const price = order.business === 'Subscribe' ? PAR_VALUE : nav;
  if (!price)
    throw new RuleError('missing-data', `${fund.code}在${dashed(order.tradeDate)}的净值尚未公布，暂不能确认`);

  let confirmedAmount = order.applyAmount;
  let reason: string | null = null;
  if (fund.limits.maxPerDay !== null) {
    const cap = parseYuan(fund.limits.maxPerDay);
    const room = cap.minus(confirmedBefore);
    if (room.lte(ZERO)) return failed(order, `超过单日购买上限${yuanText(cap)}，申请金额全额退回`);
    if (room.lt(order.applyAmount)) {
      confirmedAmount = room;
      const refund = order.applyAmount.minus(room);
      reason = `超过单日购买上限${yuanText(cap)}，确认${yuanText(room)}，退回${yuanText(refund)}`;
    }
  }
  const minimum = parseYuan(order.firstPurchase ? fund.limits.minFirst : fund.limits.minAdditional);
  if (confirmedAmount.lt(minimum)) {
    return failed(
      order,
      `可确认金额低于${order.firstPurchase ? '首次' : '追加'}购买最低金额${yuanText(minimum)}，申请金额全额退回`,
    );
  }
  // A fund without its own subscription table charges subscriptions as purchases.
  const table = (order.business === 'Subscribe' && fund.fees.subscription) || fund.fees.purchase;
  const fee = quotePurchaseFee({
    table,
    amount: confirmedAmount,
    mode: order.mode,
    channel: order.channel,
    backEndOffered: fund.fees.backEnd !== null,
  });
  return {
    outcome: reason ? 'partial' : 'full',
    confirmedAmount,
    refund: order.applyAmount.minus(confirmedAmount),
    fee,
    nav: price,
    shares: sharesFor(fee.net, price),
    reason,
  };
}
