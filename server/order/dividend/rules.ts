import type { Big } from 'big.js';

import type { DividendType, FeeMode } from '@/api/core/contract-trading';
import { DIVIDEND_MODE } from '@/shared/enums/fund';
import type { YyyyMmDd } from '@/shared/time';
import { dividendModesOf } from '@/shared/trading';

import { Decimal, roundShares, roundYuan, ZERO } from '../../core/money';
import { type FundSpec, PRODUCT_CATEGORY_CODE } from '../../fund/types';

/**
 * The arithmetic of a fund dividend (分红), as the registrar settles it: on the shares registered at the end
 * of the ex-date (除息日, for 场外 funds also the record date 权益登记日), amount = shares × dividend per share, half-up to the fen; reinvested
 * (红利再投资, method 0) at the ex-date NAV, half-up to the hundredth share, without any fee; paid in cash
 * (method 1) otherwise. The method is the one in force that day: a change confirmed later does not touch it.
 */
export interface DividendSettlement {
  amount: Big;
  reinvestShares: Big;
}

export function settleDividend(input: {
  shares: Big;
  perShare: string;
  nav: string;
  method: DividendType;
}): DividendSettlement | null {
  if (input.shares.lte(ZERO)) return null;
  const amount = roundYuan(input.shares.times(input.perShare));
  // Less than a fen: nothing to pay or to reinvest, so nothing is written.
  if (amount.lte(ZERO)) return null;
  return {
    amount,
    reinvestShares: input.method === '0' ? roundShares(amount.div(input.nav)) : ZERO,
  };
}

/** A lot as its history shows it: the shares it was confirmed with and each redemption that took from it. */
export interface LotHistory {
  shareType: FeeMode;
  confirmDate: YyyyMmDd;
  /** The shares it was confirmed with (what it holds now plus what redemptions took). */
  shares: Big;
  taken: ReadonlyArray<{ date: YyyyMmDd; shares: Big }>;
}

/**
 * The shares held at the end of `day`, by share type: lots confirmed on or before it, less what redemptions
 * confirmed on or before it took. Computed from the dated records, so it does not depend on when the batch
 * runs (a batch that settles an old ex-date late still sees the holding as it was that day).
 */
export function sharesAtEndOf(lots: readonly LotHistory[], day: YyyyMmDd): Map<FeeMode, Big> {
  const held = new Map<FeeMode, Big>();
  for (const lot of lots) {
    if (lot.confirmDate > day) continue;
    const left = lot.taken
      .filter((t) => t.date <= day)
      .reduce((rest, t) => rest.minus(t.shares), new Decimal(lot.shares));
    held.set(lot.shareType, (held.get(lot.shareType) ?? ZERO).plus(left));
  }
  return held;
}

/**
 * The method in force on an ex-date: that of the last change confirmed (registered) by the end of it, as
 * the shares are (a change applied before the record date counts, one applied on it does not), else the one
 * the holding was opened with.
 */
export function methodInForce(
  initial: DividendType,
  changes: ReadonlyArray<{ confirmDate: YyyyMmDd; method: DividendType }>,
  exDate: YyyyMmDd,
): DividendType {
  return changes.filter((c) => c.confirmDate <= exDate).reduce((_, c) => c.method, initial);
}

/** The fund's dividend modes, its default first (a money-market fund: reinvestment only). */
export const dividendModesOfFund = (fund: Pick<FundSpec, 'category'>) =>
  dividendModesOf(PRODUCT_CATEGORY_CODE[fund.category]);

/** Why this fund cannot pay its income in this mode, or null. */
export function dividendModeRefusal(fund: Pick<FundSpec, 'category'>, mode: DividendType): string | null {
  if (dividendModesOfFund(fund).includes(mode)) return null;
  return `货币市场基金的收益每日以${DIVIDEND_MODE['0']}方式分配，不能选择${DIVIDEND_MODE[mode]}`;
}
