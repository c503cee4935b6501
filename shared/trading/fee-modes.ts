import Big from 'big.js';

import { FEE_MODE } from '@/shared/enums/fund';

/**
 * 收费方式 of a purchase, decided the same way by the order page and the back office: 前端收费 (A) takes the
 * subscription fee from the amount now; 后端收费 (B) takes nothing now and charges, at redemption,
 * 后端申购费 = 赎回份额 × 申购日净值 × the rate for the years held (the fund's schedule, falling with the years).
 * Only a fund with a back-end schedule offers B. Years are counted in calendar days from the lot's
 * registration, 365 to the year, as the redemption fee's holding period is.
 */
export type FeeModeCode = keyof typeof FEE_MODE;

/** One step of a back-end schedule: the rate (a fraction, decimal text) from `fromDays` held (included). */
export interface BackEndStep {
  fromDays: number;
  rate: string;
}

export const DAYS_PER_YEAR = 365;

export const FEE_MODE_TEXT = {
  legend: '收费方式',
  unsupported: '该产品不支持后端收费',
  frontEndHint: '申购时按申购金额收取申购费',
  backEndHint: '申购时不收费，赎回时按持有年限收取后端申购费（赎回份额 × 申购日净值 × 费率）',
  scheduleCaption: '后端申购费率',
  period: '持有期限（Y）',
  rate: '费率',
} as const;

/** The modes a fund offers, front-end first (the default of an order that names none). */
export const feeModesOffered = (backEnd: readonly unknown[] | null | undefined): FeeModeCode[] =>
  backEnd && backEnd.length > 0 ? ['A', 'B'] : ['A'];

/** Why this fee mode cannot be ordered for a fund with this back-end schedule, or null. */
export const feeModeRefusal = (
  mode: FeeModeCode,
  backEnd: readonly unknown[] | null | undefined,
): string | null => (feeModesOffered(backEnd).includes(mode) ? null : FEE_MODE_TEXT.unsupported);

/** The rate of the step a holding of `days` calendar days falls in (the first step below its start). */
export function rateForDaysHeld(steps: readonly BackEndStep[], days: number): Big {
  let rate = steps[0].rate;
  for (const step of steps) if (days >= step.fromDays) rate = step.rate;
  return new Big(rate);
}

/** 后端申购费 of shares taken from one lot, exact (the caller rounds the total once). */
export const backEndFee = (shares: Big, purchaseNav: Big, rate: Big): Big =>
  shares.times(purchaseNav).times(rate);

const span = (days: number) => (days % DAYS_PER_YEAR === 0 ? `${days / DAYS_PER_YEAR}年` : `${days}天`);

/** A schedule step's holding period as prospectuses write it: Y<1年, 1年≤Y<3年, Y≥5年. */
export function heldPeriodText(fromDays: number, toDays: number | null): string {
  if (toDays === null) return `Y≥${span(fromDays)}`;
  if (fromDays === 0) return `Y<${span(toDays)}`;
  return `${span(fromDays)}≤Y<${span(toDays)}`;
}
