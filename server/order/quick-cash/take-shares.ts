import type { Big } from 'big.js';

import { daysBetween, type YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';
import { Decimal, roundYuan, ZERO } from '../../core/money';
import { holdingsOf, lotsOf } from '../../holding/store';
import { insertRedeemedLot, setHolding, setLotShares } from '../redeem/store';

/**
 * Takes a quick withdrawal's shares from the holding at once, lots first in first out (a money-market fund
 * has no redemption fee), the cost leaving pro rata as a confirmed redemption's does. Its redemption lots
 * are dated by the withdrawal's confirmation (the natural day), so the income register (dividend/
 * register-income.ts) counts them out from the end of that day: they stop earning from it.
 */
export function takeShares(
  ctx: Context,
  key: { accountId: number; tradeAccount: string; fundCode: string },
  take: { appNo: string; shares: Big; day: YyyyMmDd },
): void {
  let rest = take.shares;
  let costOut = ZERO;
  for (const row of lotsOf(ctx, key.accountId, key.tradeAccount, key.fundCode)) {
    if (rest.lte(ZERO)) break;
    const held = new Decimal(row.shares);
    const shares = held.lt(rest) ? held : rest;
    const left = held.minus(shares);
    const cost = left.eq(ZERO) ? ZERO : roundYuan(new Decimal(row.cost).times(left).div(held));
    costOut = costOut.plus(new Decimal(row.cost).minus(cost));
    setLotShares(ctx, row.id, left.toFixed(2), cost.toFixed(2));
    const holdingDays = Math.max(0, daysBetween(row.confirm_date, take.day));
    insertRedeemedLot(ctx, {
      appNo: take.appNo,
      lotId: row.id,
      shares: shares.toFixed(2),
      holdingDays,
      rate: '0.000000',
      fee: '0.00',
    });
    rest = rest.minus(shares);
  }
  const [holding] = holdingsOf(ctx, key.accountId, key);
  if (!holding) return;
  setHolding(ctx, key, {
    shares: new Decimal(holding.shares).minus(take.shares).toFixed(2),
    cost: new Decimal(holding.cost).minus(costOut).toFixed(2),
    updatedDate: take.day,
  });
}
