import type { Big } from 'big.js';

import { parseYuan, yuanText, ZERO } from '../core/money';
import type { TradeLimits } from '../fund/types';
import type { HoldingLot } from './redemption-fee';

/**
 * The shares of a redemption against the holding: at most what is available (held less what applied
 * redemptions froze), at least the fund's minimum redemption unless everything available, and never leaving
 * less than the minimum holding (except nothing). Answers why not, or null.
 */
export function redeemSharesRefusal(
  shares: Big,
  available: Big,
  limits: Pick<TradeLimits, 'minRedeemShares' | 'minHoldShares'>,
): string | null {
  if (shares.lte(ZERO)) return '赎回份额必须大于0';
  if (available.lte(ZERO)) return '该持仓暂无可赎回份额';
  if (shares.gt(available)) return `可赎回份额不足，最多可赎回${available.toFixed(2)}份`;
  const left = available.minus(shares);
  if (left.eq(ZERO)) return null;
  if (shares.lt(limits.minRedeemShares)) return `单笔赎回份额不能低于${limits.minRedeemShares}份`;
  if (left.lt(limits.minHoldShares)) {
    return `赎回后剩余份额不能低于${limits.minHoldShares}份，请全部赎回或减少赎回份额`;
  }
  return null;
}

/**
 * A private plan's minimum holds for the holding (usual contract clause): a partial redemption may not leave
 * less than the plan's minimum investment, valued at the latest NAV; the investor redeems everything instead.
 */
export function minimumHoldingRefusal(leftShares: Big, nav: Big, minimum: string): string | null {
  if (leftShares.lte(ZERO)) return null;
  const floor = parseYuan(minimum);
  const value = leftShares.times(nav);
  if (value.gte(floor)) return null;
  return `赎回后剩余持有金额约${value.toFixed(2)}元，低于本产品最低持有金额${yuanText(floor)}，请全部赎回`;
}

/**
 * The lots as a new redemption finds them: shares already frozen by applied redemptions come off the oldest
 * lots first (those redemptions will take them first in first out when confirmed).
 */
export function lotsAfterFrozen(lots: HoldingLot[], frozen: Big): HoldingLot[] {
  let left = frozen;
  const ordered = [...lots].sort((a, b) =>
    a.confirmDate < b.confirmDate ? -1 : a.confirmDate > b.confirmDate ? 1 : 0,
  );
  const after: HoldingLot[] = [];
  for (const lot of ordered) {
    const take = lot.shares.lt(left) ? lot.shares : left;
    left = left.minus(take);
    const rest = lot.shares.minus(take);
    if (rest.gt(ZERO)) after.push({ ...lot, shares: rest });
  }
  return after;
}
