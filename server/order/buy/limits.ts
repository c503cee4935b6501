import type { Big } from 'big.js';

import type { YyyyMmDd } from '@/shared/time';
import { purchaseAmountRefusal } from '@/shared/trading';

import type { Context } from '../../core/context';
import { Decimal, parseYuan, ZERO } from '../../core/money';
import type { FundSpec } from '../../fund/types';
import { appliedAmounts, hasBought } from './store';

/** What the amount limits of an investor and a fund depend on, for orders traded on `tradeDate`. */
export interface LimitState {
  firstPurchase: boolean;
  appliedToday: Big;
}

export function limitState(
  ctx: Context,
  accountId: number,
  fundCode: string,
  tradeDate: YyyyMmDd,
): LimitState {
  const appliedToday = appliedAmounts(ctx, accountId, fundCode, tradeDate).reduce(
    (sum, amount) => sum.plus(new Decimal(amount)),
    ZERO,
  );
  return { firstPurchase: !hasBought(ctx, accountId, fundCode), appliedToday };
}

/** Why this amount cannot be ordered now (minimums, then the daily cap), or null. */
export function amountRefusal(
  ctx: Context,
  accountId: number,
  spec: FundSpec,
  applySum: string,
  tradeDate: YyyyMmDd,
): string | null {
  const state = limitState(ctx, accountId, spec.code, tradeDate);
  return purchaseAmountRefusal({ amount: parseYuan(applySum), limits: spec.limits, ...state });
}
