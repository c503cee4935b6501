import Big from 'big.js';

import { CHINESE_MONEY_LIMIT, formatMoney } from '@/shared/format';

/**
 * The purchase amount: what may be typed, and whether it fits the fund's limits (GET /v1/order/tradeLimit).
 * Amounts are decimal text handled with big.js: 0.1 + 0.2 must be 0.3 when money is compared.
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

const AMOUNT_TEXT = {
  required: '请输入购买金额',
  format: '请输入正确的金额，最多保留两位小数',
  positive: '购买金额须大于0元',
  tooLarge: '购买金额超出可办理的范围',
  belowFirst: (min: string) => `首次购买金额不能低于${min}`,
  belowAdditional: (min: string) => `追加购买金额不能低于${min}`,
  aboveDaily: (max: string) => `单日累计购买金额不能超过${max}`,
  dailyRemaining: (left: string) => `已超出单日购买上限，今日还可购买${left}`,
  dailyExhausted: '今日购买金额已达上限，请下一个交易日再来',
} as const;

/** Digits, then at most one point and two decimals ('12', '12.5', '0.05'; not '12.', '.5', '1e3'). */
function isAmountText(text: string): boolean {
  const [int, frac, ...rest] = text.split('.');
  return rest.length === 0 && /^\d+$/.test(int) && (frac === undefined || /^\d{1,2}$/.test(frac));
}

/**
 * What the amount box keeps of a keystroke: digits and one point, at most two decimals, no leading
 * zeros ('007' → '7', '.5' → '0.5'); full-width digits and the Chinese full stop are read as ASCII.
 */
export function normalizeAmountInput(raw: string): string {
  const ascii = raw
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[。．]/g, '.')
    .replace(/[^\d.]/g, '');
  const [int = '', ...rest] = ascii.split('.');
  const hasPoint = rest.length > 0;
  const frac = rest.join('').slice(0, 2);
  const intPart = int.replace(/^0+(?=\d)/, '');
  if (!hasPoint) return intPart;
  return `${intPart || '0'}.${frac}`;
}

/** Decimal value of a limit, or undefined when absent or unreadable. */
function limitOf(value: number | string | null | undefined): Big | undefined {
  if (value === null || value === undefined || String(value).trim() === '') return undefined;
  try {
    return new Big(String(value).trim());
  } catch {
    return undefined;
  }
}

function money(value: Big): string {
  return formatMoney(value.toFixed(2));
}

/** The message for an amount that cannot be ordered, or undefined when it can. */
export function validatePurchaseAmount(
  text: string,
  { limits, isFirstPurchase }: AmountCheck,
): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return AMOUNT_TEXT.required;
  if (!isAmountText(trimmed)) return AMOUNT_TEXT.format;
  const amount = new Big(trimmed);
  if (amount.lte(0)) return AMOUNT_TEXT.positive;
  // The 大写 amount and the counter both stop below 1e15.
  if (amount.gte(CHINESE_MONEY_LIMIT)) return AMOUNT_TEXT.tooLarge;

  const min = limitOf(isFirstPurchase ? limits.minFirst : limits.minAdditional);
  if (min && amount.lt(min))
    return isFirstPurchase ? AMOUNT_TEXT.belowFirst(money(min)) : AMOUNT_TEXT.belowAdditional(money(min));

  const max = limitOf(limits.maxPerDay);
  if (!max) return undefined;
  const applied = limitOf(limits.appliedToday) ?? new Big(0);
  if (applied.eq(0)) return amount.gt(max) ? AMOUNT_TEXT.aboveDaily(money(max)) : undefined;
  const left = max.minus(applied);
  if (left.lte(0)) return AMOUNT_TEXT.dailyExhausted;
  return amount.gt(left) ? AMOUNT_TEXT.dailyRemaining(money(left)) : undefined;
}
