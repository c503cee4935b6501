import Big from 'big.js';

/**
 * The shares of a redemption against the holding, decided the same way by the redeem page and the back office:
 * above zero, at most what is available (held less what applied redemptions froze), at least the fund's
 * minimum redemption unless everything available, and never leaving less than the minimum holding (except
 * nothing). Decimal text or big.js values; never binary floats.
 */

export const REDEEM_SHARES_TEXT = {
  positive: '赎回份额须大于0份',
  nothing: '该持仓暂无可赎回份额',
  tooMany: (max: string) => `可赎回份额不足，最多可赎回${max}份`,
  belowMin: (min: string) => `单笔赎回份额不能低于${min}份`,
  leftTooFew: (min: string) => `赎回后剩余份额不能低于${min}份，请全部赎回或减少赎回份额`,
  /** A holding that cannot be sold for a reason the investor cannot correct (the spec's words). */
  abnormal: '交易异常，请联系客服',
} as const;

export interface RedeemShareLimits {
  /** 单笔赎回最低份额. */
  minRedeemShares: string;
  /** 最低持有份额: what a partial redemption must leave at least. */
  minHoldShares: string;
}

/** '1.00' → '1', '10000' → '10000': a limit as a message names it. */
const plainLimit = (value: string) => new Big(value).toString();

/** The words of one way shares leave a holding (赎回, 转换). */
interface ShareRefusalText {
  positive: string;
  nothing: string;
  tooMany: (max: string) => string;
  belowMin: (min: string) => string;
  leftTooFew: (min: string) => string;
}

/**
 * Why these shares cannot leave the holding, or null: above zero, at most what is available, at least
 * `minShares` unless everything, and never leaving less than `minHoldShares` (except nothing).
 */
export function sharesRefusal(
  shares: Big | string,
  available: Big | string,
  { minShares, minHoldShares }: { minShares: string; minHoldShares: string },
  text: ShareRefusalText,
): string | null {
  const asked = new Big(shares);
  const held = new Big(available);
  if (asked.lte(0)) return text.positive;
  if (held.lte(0)) return text.nothing;
  if (asked.gt(held)) return text.tooMany(held.toFixed(2));
  const left = held.minus(asked);
  if (left.eq(0)) return null;
  if (asked.lt(minShares)) return text.belowMin(plainLimit(minShares));
  if (left.lt(minHoldShares)) return text.leftTooFew(plainLimit(minHoldShares));
  return null;
}

/** Why these shares cannot be redeemed from this holding, or null. */
export function redeemSharesRefusal(
  shares: Big | string,
  available: Big | string,
  { minRedeemShares, minHoldShares }: RedeemShareLimits,
): string | null {
  return sharesRefusal(shares, available, { minShares: minRedeemShares, minHoldShares }, REDEEM_SHARES_TEXT);
}
