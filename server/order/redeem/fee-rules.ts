import type { Big } from 'big.js';

import type { FeeMode } from '@/api/core/contract-trading';
import { addDays, daysBetween, type YyyyMmDd } from '@/shared/time';
import {
  backEndFee,
  categoryPolicy,
  FEE_MODE_TEXT,
  rateForDaysHeld,
  REDEEM_SHARES_TEXT,
} from '@/shared/trading';

import { Decimal, parseRate, roundYuan, ZERO } from '../../core/money';
import { RuleError } from '../../core/rule-error';
import type { FundSpec, HoldingFeeStep } from '../../fund/types';

/**
 * Redemption (赎回) by shares, lot by lot, first in first out. A lot's holding period is the calendar days
 * from its confirm date (when its shares were registered) to the redemption's trade date. Per lot:
 * redemption fee = shares × NAV × rate by holding period (under 7 days at least 1.5 % where the category's
 * policy says so: every fund but money-market ones, 流动性风险管理规定 art. 23), plus for back-end lots shares × purchase NAV × back-end rate
 * (shared/trading/fee-modes.ts, the rule the order page shows).
 * Totals: gross = shares × NAV and fee = the sum of the lots' exact fees, each rounded once to the fen, so
 * gross − fee = net exactly; the lots' own fees are shown rounded.
 */
export interface HoldingLot {
  id: string;
  confirmDate: YyyyMmDd;
  /** Shares still held in this lot. */
  shares: Big;
  mode: FeeMode;
  /** NAV of the purchase's trade date (the base of a back-end fee). */
  purchaseNav: Big;
  /** Reinvested dividend shares: no subscription fee was deferred on them, so no back-end fee either. */
  reinvested?: boolean;
}

export interface LotTaken {
  lotId: string;
  confirmDate: YyyyMmDd;
  shares: Big;
  holdingDays: number;
  rate: Big;
  backEndRate: Big | null;
  /** The back-end fee of this lot (rounded to the fen for display); null on a front-end lot. */
  backEndFee: Big | null;
  fee: Big;
  /** From this trade date on, this lot would be redeemed without any fee; null when it already is. */
  feeFreeFrom: YyyyMmDd | null;
}

export interface RedeemQuote {
  shares: Big;
  nav: Big;
  gross: Big;
  fee: Big;
  /** Of fee, the back-end fees of back-end lots, rounded once. */
  backEndFee: Big;
  net: Big;
  lots: LotTaken[];
}

export const SHORT_HOLDING_DAYS = 7;
export const SHORT_HOLDING_MIN_RATE = new Decimal('0.015');

export function stepRate(steps: HoldingFeeStep[], days: number): Big {
  let rate = steps[0].rate;
  for (const step of steps) if (days >= step.fromDays) rate = step.rate;
  return parseRate(rate);
}

export function redeemRate(fund: Pick<FundSpec, 'fees' | 'category'>, days: number): Big {
  const listed = stepRate(fund.fees.redemption, days);
  if (!categoryPolicy(fund.category).shortHoldingFloor || days >= SHORT_HOLDING_DAYS) return listed;
  return listed.lt(SHORT_HOLDING_MIN_RATE) ? SHORT_HOLDING_MIN_RATE : listed;
}

/** The first holding day from which every rate of the tables is 0 (null if the tables never reach 0). */
function feeFreeDay(fund: Pick<FundSpec, 'fees' | 'category'>, backEnd: boolean): number | null {
  const tables = [fund.fees.redemption, ...(backEnd && fund.fees.backEnd ? [fund.fees.backEnd] : [])];
  let day = categoryPolicy(fund.category).shortHoldingFloor ? SHORT_HOLDING_DAYS : 0;
  for (const steps of tables) {
    const zero = steps.find((step, i) => steps.slice(i).every((later) => parseRate(later.rate).eq(ZERO)));
    if (!zero) return null;
    day = Math.max(day, zero.fromDays);
  }
  return day;
}

/** Takes `shares` from the oldest lots first. */
export function pickLots(lots: HoldingLot[], shares: Big): Array<{ lot: HoldingLot; shares: Big }> {
  if (shares.lte(ZERO)) throw new RuleError('bad-input', REDEEM_SHARES_TEXT.positive);
  const total = lots.reduce((sum, lot) => sum.plus(lot.shares), ZERO);
  if (shares.gt(total)) throw new RuleError('bad-input', REDEEM_SHARES_TEXT.tooMany(total.toFixed(2)));
  const ordered = [...lots].sort((a, b) =>
    a.confirmDate < b.confirmDate ? -1 : a.confirmDate > b.confirmDate ? 1 : 0,
  );
  const picked: Array<{ lot: HoldingLot; shares: Big }> = [];
  let left = shares;
  for (const lot of ordered) {
    if (left.eq(ZERO)) break;
    const take = lot.shares.lt(left) ? lot.shares : left;
    if (take.gt(ZERO)) picked.push({ lot, shares: take });
    left = left.minus(take);
  }
  return picked;
}

export interface RedeemInput {
  fund: Pick<FundSpec, 'fees' | 'category'>;
  lots: HoldingLot[];
  shares: Big;
  nav: Big;
  tradeDate: YyyyMmDd;
}

export function quoteRedeem({ fund, lots, shares, nav, tradeDate }: RedeemInput): RedeemQuote {
  let exactFee = ZERO;
  let exactBackEnd = ZERO;
  const picked = pickLots(lots, shares).map(({ lot, shares: taken }): LotTaken => {
    const holdingDays = daysBetween(lot.confirmDate, tradeDate);
    if (holdingDays < 0) throw new RuleError('bad-input', `份额${lot.id}尚未确认，不能赎回`);
    const rate = redeemRate(fund, holdingDays);
    const backEnd = lot.mode === 'B' && !lot.reinvested;
    if (backEnd && !fund.fees.backEnd) throw new RuleError('bad-input', FEE_MODE_TEXT.unsupported);
    const backEndRate = backEnd && fund.fees.backEnd ? rateForDaysHeld(fund.fees.backEnd, holdingDays) : null;
    // 后端申购费 = 赎回份额 × 申购日净值 × the rate for the years held, on top of the redemption fee.
    const lotBackEnd = backEndRate ? backEndFee(taken, lot.purchaseNav, backEndRate) : null;
    const fee = taken
      .times(nav)
      .times(rate)
      .plus(lotBackEnd ?? ZERO);
    exactFee = exactFee.plus(fee);
    if (lotBackEnd) exactBackEnd = exactBackEnd.plus(lotBackEnd);
    const freeDay = feeFreeDay(fund, backEnd);
    return {
      lotId: lot.id,
      confirmDate: lot.confirmDate,
      shares: taken,
      holdingDays,
      rate,
      backEndRate,
      backEndFee: lotBackEnd && roundYuan(lotBackEnd),
      fee: roundYuan(fee),
      feeFreeFrom: freeDay === null || holdingDays >= freeDay ? null : addDays(lot.confirmDate, freeDay),
    };
  });
  const gross = roundYuan(shares.times(nav));
  const fee = roundYuan(exactFee);
  const backEndTotal = roundYuan(exactBackEnd);
  return { shares, nav, gross, fee, backEndFee: backEndTotal, net: gross.minus(fee), lots: picked };
}
