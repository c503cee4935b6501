import Big from 'big.js';

import type { RedeemableHolding } from '@/api/fund/contract';
import { ROUTES } from '@/shared/routing';

/**
 * The redemption's own rules on the browser side: which holdings offer 赎回, the quick fractions, the shares
 * typed checked as the back office will check them (decimal text with big.js, never floats).
 */

const REDEEM_RULE_TEXT = {
  required: '请输入赎回份额',
  format: '请输入正确的份额，最多保留两位小数',
  positive: '赎回份额须大于0份',
  nothing: '该持仓暂无可赎回份额',
  tooMany: (max: string) => `可赎回份额不足，最多可赎回${max}份`,
  belowMin: (min: string) => `单笔赎回份额不能低于${min}份`,
  leftTooFew: (min: string) => `赎回后剩余份额不能低于${min}份，请全部赎回或减少赎回份额`,
} as const;

/** Spec §4: the redeem option needs available shares above 0 and a fund status that does not block. */
export function canRedeem(holding: Pick<RedeemableHolding, 'availableShares' | 'redeemBusiness'>): boolean {
  return holding.redeemBusiness !== null && new Big(holding.availableShares).gt(0);
}

/** TradeCenterRedeemOrder: ?id=<encoded fund code>&account=<encoded trade account>. */
export function redeemOrderPath(fundCode: string, tradeAccount: string): string {
  return `${ROUTES.redeemOrder}?id=${encodeURIComponent(fundCode)}&account=${encodeURIComponent(tradeAccount)}`;
}

export const QUICK_FRACTIONS = [
  { label: '1/4', numerator: 1, denominator: 4 },
  { label: '1/3', numerator: 1, denominator: 3 },
  { label: '1/2', numerator: 1, denominator: 2 },
  { label: '全部', numerator: 1, denominator: 1 },
] as const;

/** A fraction of the available shares, rounded down to the hundredth share (never more than held). */
export function fractionOf(available: string, numerator: number, denominator: number): string {
  return new Big(available).times(numerator).div(denominator).round(2, Big.roundDown).toFixed(2);
}

/** Digits, then at most one point and one or two decimals. */
function isSharesText(text: string): boolean {
  const [int, frac, ...rest] = text.split('.');
  return rest.length === 0 && /^\d+$/.test(int) && (frac === undefined || /^\d{1,2}$/.test(frac));
}

/** Why these shares cannot be redeemed from this holding, or undefined. */
export function redeemSharesError(
  input: string,
  holding: Pick<RedeemableHolding, 'availableShares' | 'minRedeemShares' | 'minHoldShares'>,
): string | undefined {
  const text = input.trim();
  if (!text) return REDEEM_RULE_TEXT.required;
  if (!isSharesText(text)) return REDEEM_RULE_TEXT.format;
  const shares = new Big(text);
  const available = new Big(holding.availableShares);
  if (shares.lte(0)) return REDEEM_RULE_TEXT.positive;
  if (available.lte(0)) return REDEEM_RULE_TEXT.nothing;
  if (shares.gt(available)) return REDEEM_RULE_TEXT.tooMany(available.toFixed(2));
  const left = available.minus(shares);
  if (left.eq(0)) return undefined;
  const trim = (value: string) => new Big(value).toString();
  if (shares.lt(holding.minRedeemShares)) return REDEEM_RULE_TEXT.belowMin(trim(holding.minRedeemShares));
  if (left.lt(holding.minHoldShares)) return REDEEM_RULE_TEXT.leftTooFew(trim(holding.minHoldShares));
  return undefined;
}

/** Shares as the back office takes them: exactly two places. */
export const sharesForWire = (input: string) => new Big(input.trim()).toFixed(2);
