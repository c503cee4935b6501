import Big from 'big.js';
import { object, string } from 'yup';

import { CHINESE_MONEY_LIMIT } from '@/shared/format';
import { purchaseAmountRefusal } from '@/shared/trading';

/**
 * The purchase amount: what may be typed, and whether it fits the fund's limits (GET /v1/order/tradeLimit)
 * by the rule the back office applies too (shared/trading). Amounts are decimal text handled with big.js.
 */

/** The limits as the back office sends them (yuan, decimal text or number; absent means no limit). */
export interface AmountLimits {
  minFirst?: number | string | null;
  minAdditional?: number | string | null;
  /** The most one investor may buy of this fund in one trade day. */
  maxPerDay?: number | string | null;
  /** Already applied today (counts against maxPerDay). */
  appliedToday?: number | string | null;
}

export interface AmountCheck {
  limits: AmountLimits;
  /** The investor holds none of this fund yet: the first-purchase minimum applies. */
  isFirstPurchase: boolean;
}

const AMOUNT_INPUT_TEXT = {
  required: '请输入购买金额',
  format: '请输入正确的金额，最多保留两位小数',
  tooLarge: '购买金额超出可办理的范围',
} as const;

/** Digits, then at most one point and two decimals ('12', '12.5', '0.05'; not '12.', '.5', '1e3'). */
function isAmountText(text: string): boolean {
  const [int, frac, ...rest] = text.split('.');
  return rest.length === 0 && /^\d+$/.test(int) && (frac === undefined || /^\d{1,2}$/.test(frac));
}

/** A limit as decimal text, or null when absent or unreadable (then it does not limit). */
function limitOf(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  try {
    return new Big(String(value).trim()).toString();
  } catch {
    return null;
  }
}

/** The message for an amount that cannot be ordered, or undefined when it can. */
export function validatePurchaseAmount(
  text: string,
  { limits, isFirstPurchase }: AmountCheck,
): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return AMOUNT_INPUT_TEXT.required;
  if (!isAmountText(trimmed)) return AMOUNT_INPUT_TEXT.format;
  // The 大写 amount and the counter both stop below 1e15.
  if (new Big(trimmed).gte(CHINESE_MONEY_LIMIT)) return AMOUNT_INPUT_TEXT.tooLarge;
  const refusal = purchaseAmountRefusal({
    amount: trimmed,
    limits: {
      minFirst: limitOf(limits.minFirst),
      minAdditional: limitOf(limits.minAdditional),
      maxPerDay: limitOf(limits.maxPerDay),
    },
    firstPurchase: isFirstPurchase,
    appliedToday: limitOf(limits.appliedToday) ?? '0',
  });
  return refusal ?? undefined;
}

/** The order form's rules: the amount checked by validatePurchaseAmount once the fund's limits are known. */
export function purchaseAmountSchema(check: AmountCheck | undefined) {
  return object({
    amount: string().test('purchase-amount', '', function test(value) {
      const problem = check && validatePurchaseAmount(value ?? '', check);
      return problem ? this.createError({ message: problem }) : true;
    }),
  });
}
