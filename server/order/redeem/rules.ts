import type { Big } from 'big.js';

import { yuanText } from '@/shared/trading';

import { parseYuan, ZERO } from '../../core/money';
import type { HoldingLot } from './fee-rules';

/**
 * A private plan's minimum holds for the holding (usual contract clause): a partial redemption may not leave
 * less than the plan's minimum investment, valued at the latest NAV; the investor redeems everything instead.
 * `leftShares`: what stays held afterwards, lots under a minimum-holding lock included.
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
