import type { Big } from 'big.js';

import type { FeeMode, FundStatus } from '@/api/core/contract-trading';
import { dashed, daysBetween, type YyyyMmDd } from '@/shared/time';
import { yuanText } from '@/shared/trading';

import { Decimal, parseYuan, roundYuan, ZERO } from '../../core/money';
import { RuleError } from '../../core/rule-error';
import { businessRefusal } from '../../fund/rules';
import type { FundSpec } from '../../fund/types';
import { subscriptionDates } from '../calendar/rules';
import type { ConfirmOutcome } from '../common/order-machine';
import { type PurchaseFeeQuote, quotePurchaseFee, type SalesChannel, sharesFor } from './rules';

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
  /** A subscription's 认购期利息 (turned into shares, or refunded with the money); 0 otherwise. */
  interest: Big;
}

/** Subscriptions are made at par. */
export const PAR_VALUE = new Decimal('1');

/** 发行失败: the raise did not reach the fund's minimum; its subscriptions are refunded. */
export const RAISE_FAILED: FundStatus = '3';

/** 银行同期活期存款利率: the People's Bank of China's benchmark demand-deposit rate, a year of 360 days. */
export const DEMAND_DEPOSIT_RATE = new Decimal('0.0035');
const DAYS_A_YEAR = '360';

/**
 * 认购期利息: the interest a valid subscription earns while the fund raises, from the trade date (the money
 * is in by its cut-off) to the day before the fund's establishment (its confirm date), counted as banks do
 * (first day in, last day out), rounded to the fen.
 */
export function raiseInterest(
  fund: Pick<FundSpec, 'confirmDays' | 'payoutDays' | 'raise'>,
  tradeDate: YyyyMmDd,
  amount: Big,
): Big {
  const days = daysBetween(tradeDate, subscriptionDates(fund, tradeDate).confirmDate);
  return roundYuan(amount.times(DEMAND_DEPOSIT_RATE).times(String(days)).div(DAYS_A_YEAR));
}

export interface ConfirmPurchaseInput {
  order: PurchaseToConfirm;
  fund: FundSpec;
  /** NAV of the trade date (ignored for a subscription); null while unpublished. */
  nav: Big | null;
  /** The same investor's purchases of this fund with the same trade date confirmed earlier in the batch. */
  confirmedBefore: Big;
  /** A subscription whose fund failed its raise (status 3 at establishment): refunded with its interest. */
  raiseFailed?: boolean;
}

const failed = (order: PurchaseToConfirm, reason: string, interest = ZERO): PurchaseConfirmation => ({
  outcome: 'failed',
  confirmedAmount: ZERO,
  refund: order.applyAmount.plus(interest),
  fee: null,
  nav: null,
  shares: ZERO,
  reason,
  interest,
});

export function confirmPurchase({
  order,
  fund,
  nav,
  confirmedBefore,
  raiseFailed = false,
}: ConfirmPurchaseInput): PurchaseConfirmation {
  const refusal = businessRefusal(fund, order.business, order.tradeDate);
  if (refusal) return failed(order, `${refusal}，申请金额全额退回`);
  const subscription = order.business === 'Subscribe';
  if (subscription && raiseFailed) {
    const interest = raiseInterest(fund, order.tradeDate, order.applyAmount);
    return failed(
      order,
      `基金募集失败，认购款项加计银行同期活期存款利息${yuanText(interest)}全额退回`,
      interest,
    );
  }
  const price = subscription ? PAR_VALUE : nav;
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
  const table = (subscription && fund.fees.subscription) || fund.fees.purchase;
  const interest = subscription ? raiseInterest(fund, order.tradeDate, confirmedAmount) : ZERO;
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
    // 认购份额 = (净认购金额 + 认购期利息) / 面值, the interest earned by the amount confirmed.
    shares: sharesFor(fee.net.plus(interest), price),
    reason,
    interest,
  };
}
