import Big from 'big.js';
import { object, string } from 'yup';

import type { OverLimit } from '@/api/core/contract-trading';
import type { RedeemableHolding } from '@/api/fund/contract';
import { ROUTES } from '@/shared/routing';
import { redeemSharesRefusal } from '@/shared/trading';

/**
 * The redemption's own rules on the browser side: which holdings offer 赎回, the quick fractions, the shares
 * typed read as text and then checked by the rule the back office applies too (shared/trading).
 */

const REDEEM_INPUT_TEXT = {
  required: '请输入赎回份额',
  format: '请输入正确的份额，最多保留两位小数',
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
  if (!text) return REDEEM_INPUT_TEXT.required;
  if (!isSharesText(text)) return REDEEM_INPUT_TEXT.format;
  return redeemSharesRefusal(text, holding.availableShares, holding) ?? undefined;
}

export interface RedeemValues {
  shares: string;
  overLimit: OverLimit;
}

/** The redemption form's rules: the shares checked by redeemSharesError (and so by the back office's rule). */
export function redeemSchema(
  holding: Pick<RedeemableHolding, 'availableShares' | 'minRedeemShares' | 'minHoldShares'>,
) {
  return object({
    shares: string().test('redeem-shares', '', function test(value) {
      const problem = redeemSharesError(value ?? '', holding);
      return problem ? this.createError({ message: problem }) : true;
    }),
  });
}

/** Shares as the back office takes them: exactly two places. */
export const sharesForWire = (input: string) => new Big(input.trim()).toFixed(2);
