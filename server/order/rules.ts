import type { Big } from 'big.js';

import { addTradingDays, CUTOFF_TIME, tradeDateFor } from '../core/calendar';
import { parseYuan, yuanText, ZERO } from '../core/money';
import { RuleError } from '../core/rule-error';
import { shanghaiInstant, type YyyyMmDd } from '../core/shanghai-day';
import type { FundSpec, TradeLimits } from '../fund/types';

/**
 * The dates of an order. T is the trade date; the confirm date is T+n trading days (n = 1 for money-market
 * funds, 2 otherwise, per fund); confirmed shares become available (visible and redeemable) the trading
 * day after confirmation; redemption money is paid on T+n trading days (n per fund). A subscription is
 * confirmed like a purchase, counted from the last day of the raise, when the fund is established.
 */
export interface OrderDates {
  tradeDate: YyyyMmDd;
  confirmDate: YyyyMmDd;
  availableDate: YyyyMmDd;
  /** Redemptions only. */
  payoutDate: YyyyMmDd | null;
}

type DatedFund = Pick<FundSpec, 'confirmDays' | 'payoutDays' | 'raise'>;

export function purchaseDates(fund: DatedFund, tradeDate: YyyyMmDd): OrderDates {
  const confirmDate = addTradingDays(tradeDate, fund.confirmDays);
  return { tradeDate, confirmDate, availableDate: addTradingDays(confirmDate, 1), payoutDate: null };
}

export function subscriptionDates(fund: DatedFund, tradeDate: YyyyMmDd): OrderDates {
  if (!fund.raise) throw new RuleError('missing-data', '该产品没有认购期');
  const confirmDate = addTradingDays(fund.raise.to, fund.confirmDays);
  return { tradeDate, confirmDate, availableDate: addTradingDays(confirmDate, 1), payoutDate: null };
}

export function redemptionDates(fund: DatedFund, tradeDate: YyyyMmDd): OrderDates {
  const confirmDate = addTradingDays(tradeDate, fund.confirmDays);
  return {
    tradeDate,
    confirmDate,
    availableDate: confirmDate,
    payoutDate: addTradingDays(tradeDate, fund.payoutDays),
  };
}

/** @internal The dates of a purchase placed at this instant (the order timeline's predictions). */
export const purchaseDatesAt = (fund: DatedFund, instantMs: number): OrderDates =>
  purchaseDates(fund, tradeDateFor(instantMs));

/**
 * A direct-sales bank transfer must arrive by the cut-off of the trade date, so that the order keeps its T:
 * remitDeadDate is T and remittanceTime the cut-off, 150000.
 */
export interface RemittanceDeadline {
  remitDeadDate: YyyyMmDd;
  /** HHmmss */
  remittanceTime: string;
}

export const remittanceDeadline = (tradeDate: YyyyMmDd): RemittanceDeadline => ({
  remitDeadDate: tradeDate,
  remittanceTime: CUTOFF_TIME,
});

/** Spec §9: the near-deadline warning shows within 30 minutes of the remittance time. */
export const NEAR_DEADLINE_MS = 30 * 60 * 1000;

/** @internal open; nearDeadline when 30 minutes or less remain; passed from the deadline on. */
export function remittanceState(
  deadline: RemittanceDeadline,
  nowMs: number,
): 'open' | 'nearDeadline' | 'passed' {
  const left = shanghaiInstant(deadline.remitDeadDate, deadline.remittanceTime) - nowMs;
  if (left <= 0) return 'passed';
  return left <= NEAR_DEADLINE_MS ? 'nearDeadline' : 'open';
}

export interface PurchaseAmountCheck {
  amount: Big;
  limits: TradeLimits;
  /** No holding and no order of this fund yet: the first-purchase minimum applies. */
  firstPurchase: boolean;
  /** What the investor already applied for in this fund with the same trade date (not cancelled). */
  appliedToday: Big;
}

/** Why this amount cannot be ordered, or null. Minimums first, then the daily cap. */
export function purchaseAmountRefusal({
  amount,
  limits,
  firstPurchase,
  appliedToday,
}: PurchaseAmountCheck): string | null {
  if (amount.lte(ZERO)) return '购买金额必须大于0';
  const minimum = parseYuan(firstPurchase ? limits.minFirst : limits.minAdditional);
  if (amount.lt(minimum)) return `${firstPurchase ? '首次' : '追加'}购买金额不能低于${yuanText(minimum)}`;
  if (limits.maxPerDay === null) return null;
  const cap = parseYuan(limits.maxPerDay);
  if (appliedToday.plus(amount).lte(cap)) return null;
  const left = cap.minus(appliedToday);
  if (left.lte(ZERO)) return `今日购买金额已达单日上限${yuanText(cap)}`;
  return `超过单日购买上限${yuanText(cap)}，今日已申请${yuanText(appliedToday)}，最多还可购买${yuanText(left)}`;
}
