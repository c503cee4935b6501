import Big from 'big.js';

import { yuanText } from './yuan-text';

/**
 * 快捷支付 (fast pay) from a bound card, decided the same way by the order page and the back office: the
 * card's bank takes at most its single-order limit per order and its daily limit per card and Shanghai
 * calendar day, counting what the card already paid that day. The limits are the bank's (GET /v1/bank/channel
 * sends them with each fast-pay card); what the card paid today is the back office's count by its clock.
 */
export const FAST_PAY_TEXT = {
  noCard: '请选择用于快捷支付的银行卡',
  aboveSingle: (bank: string, limit: string) =>
    `超过${bank}快捷支付单笔限额${limit}，请减少金额或选择汇款支付`,
  aboveDaily: (bank: string, cap: string, paid: string, left: string) =>
    `超过${bank}快捷支付单日限额${cap}，该卡今日已支付${paid}，最多还可支付${left}，请减少金额或选择汇款支付`,
  dailyExhausted: (bank: string, cap: string) =>
    `该卡今日快捷支付已达${bank}单日限额${cap}，请明日再试或选择汇款支付`,
} as const;

/** One fast-pay card's limits in yuan (decimal text): the bank's, and what the card paid today. */
export interface FastPayLimits {
  singleLimit: string;
  dailyLimit: string;
  paidToday: string;
}

export interface FastPayCheck {
  amount: Big | string;
  bankName: string;
  limits: FastPayLimits;
}

/** What the card can still pay today (never below zero). */
export function fastPayLeftToday(limits: FastPayLimits): Big {
  const left = new Big(limits.dailyLimit).minus(limits.paidToday);
  return left.gt(0) ? left : new Big(0);
}

/** Why this card cannot pay this amount now, or null. The single-order limit first, then the day's. */
export function fastPayRefusal({ amount, bankName, limits }: FastPayCheck): string | null {
  const asked = new Big(amount);
  const paid = new Big(limits.paidToday);
  const left = fastPayLeftToday(limits);
  if (left.eq(0)) return FAST_PAY_TEXT.dailyExhausted(bankName, yuanText(limits.dailyLimit));
  if (asked.gt(limits.singleLimit)) return FAST_PAY_TEXT.aboveSingle(bankName, yuanText(limits.singleLimit));
  if (asked.lte(left)) return null;
  return FAST_PAY_TEXT.aboveDaily(bankName, yuanText(limits.dailyLimit), yuanText(paid), yuanText(left));
}
