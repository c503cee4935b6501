import Big from 'big.js';

import { yuanText } from './yuan-text';

/**
 * A purchase amount against the fund's limits, decided the same way by the order page and the back office:
 * above zero, at most the per-order maximum whatever the fund (PURCHASE_ORDER_MAX), at least the first-purchase minimum for a new holder (else the additional minimum), and within
 * the daily cap counting what the investor already applied for with the same trade date.
 */

/** One order's most, for every fund (issue 39, low): 10亿元. A fund's daily cap may be lower. */
export const PURCHASE_ORDER_MAX = '1000000000';

export const PURCHASE_AMOUNT_TEXT = {
  positive: '购买金额须大于0元',
  aboveOrderMax: '单笔购买金额不能超过10亿元，如需大额购买请致电客服热线95517',
  belowMin: (first: boolean, min: string) => `${first ? '首次' : '追加'}购买金额不能低于${min}`,
  aboveDaily: (cap: string) => `单日累计购买金额不能超过${cap}`,
  dailyRemaining: (cap: string, applied: string, left: string) =>
    `超过单日购买上限${cap}，今日已申请${applied}，最多还可购买${left}`,
  dailyExhausted: (cap: string) => `今日购买金额已达单日上限${cap}，请下一个交易日再来`,
} as const;

/** Yuan as decimal text; null: no such limit. */
export interface PurchaseLimits {
  minFirst: string | null;
  minAdditional: string | null;
  maxPerDay: string | null;
}

export interface PurchaseAmountCheck {
  amount: Big | string;
  limits: PurchaseLimits;
  /** No holding (and no order still counting as one) of this fund: the first-purchase minimum applies. */
  firstPurchase: boolean;
  /** Applied today: the investor's orders of this fund with the same trade date, not cancelled. */
  appliedToday: Big | string;
}

/** Why this amount cannot be ordered, or null. The per-order maximum, minimums, then the daily cap. */
export function purchaseAmountRefusal({
  amount,
  limits,
  firstPurchase,
  appliedToday,
}: PurchaseAmountCheck): string | null {
  const asked = new Big(amount);
  if (asked.lte(0)) return PURCHASE_AMOUNT_TEXT.positive;
  if (asked.gt(PURCHASE_ORDER_MAX)) return PURCHASE_AMOUNT_TEXT.aboveOrderMax;
  const minimum = firstPurchase ? limits.minFirst : limits.minAdditional;
  if (minimum !== null && asked.lt(minimum))
    return PURCHASE_AMOUNT_TEXT.belowMin(firstPurchase, yuanText(minimum));
  if (limits.maxPerDay === null) return null;
  const cap = new Big(limits.maxPerDay);
  const applied = new Big(appliedToday);
  if (applied.plus(asked).lte(cap)) return null;
  if (applied.eq(0)) return PURCHASE_AMOUNT_TEXT.aboveDaily(yuanText(cap));
  const left = cap.minus(applied);
  if (left.lte(0)) return PURCHASE_AMOUNT_TEXT.dailyExhausted(yuanText(cap));
  return PURCHASE_AMOUNT_TEXT.dailyRemaining(yuanText(cap), yuanText(applied), yuanText(left));
}
