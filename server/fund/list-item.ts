import type { Big } from 'big.js';

import type { FundListItem } from '@/api/fund/contract';
import type { YyyyMmDd } from '@/shared/time';
import { categoryPolicy } from '@/shared/trading';

import { Decimal } from '../core/money';
import type { NavPoint } from './nav-generator';
import { ratesAsOf } from './rates';
import { businessRefusal } from './rules';
import { INVESTMENT_HORIZON, INVESTMENT_VARIETY, PRODUCT_CATEGORY_CODE, type FundSpec } from './types';

/** A fraction as a percent with `places` decimals ('0.0123' → '1.23'). */
export const percent = (fraction: Big | string | null, places: number): string | null =>
  fraction === null ? null : new Decimal(fraction).times('100').toFixed(places);

export const yuan = (amount: string | Big): string => new Decimal(amount).toFixed(2);

/**
 * How a direct-sale order can be paid, every fund alike: 1 汇款支付 to the receiving account, 2 快捷支付 from a
 * bound card with fast pay opened (its bank's limits decide the amount: server/bank/fast-pay.ts).
 */
const PAYMENT_METHODS: readonly FundListItem['capitalMode'][number][] = ['1', '2'];

/** Which buying business the fund takes today: 1 subscription, 2 purchase, 3 booking, 0 none. */
function subscribeState(spec: FundSpec, today: YyyyMmDd): FundListItem['subscribeState'] {
  if (!businessRefusal(spec, 'Purchase', today)) return '2';
  if (!businessRefusal(spec, 'Subscribe', today)) return '1';
  if (!businessRefusal(spec, 'BookPurchase', today)) return '3';
  return '0';
}

/**
 * A fund as the list and the order page show it, from its terms and its published history (as of the last
 * published NAV date): the latest NAV, the rates, and for money-market funds the yield and daily income.
 */
export function fundListItem(
  spec: FundSpec,
  history: NavPoint[],
  asOf: YyyyMmDd,
  today: YyyyMmDd,
): FundListItem {
  const latest = history.length > 0 ? history[history.length - 1] : null;
  const rates = ratesAsOf(history, asOf);
  const moneyMarket = categoryPolicy(spec.category).dailyIncome;
  return {
    fundCode: spec.code,
    fundName: spec.name,
    fundRiskLevel: spec.risk,
    productType: spec.productType,
    productCategory: PRODUCT_CATEGORY_CODE[spec.category],
    fundStatus: spec.status,
    capitalMode: [...PAYMENT_METHODS],
    subscribeState: subscribeState(spec, today),
    investmentVarieties: spec.variety ? INVESTMENT_VARIETY[spec.variety] : null,
    productDueTime: spec.horizon ? INVESTMENT_HORIZON[spec.horizon] : null,
    qualifiedOnly: spec.qualifiedOnly,
    white: spec.white,
    feeMode: 'A',
    minFirstBalance: yuan(spec.limits.minFirst),
    moneyMarket,
    nav: latest?.nav ?? null,
    navDate: latest?.date ?? null,
    totalNav: latest?.totalNav ?? null,
    threeMonthRate: percent(rates.threeMonth, 2),
    yearRate: percent(rates.year, 2),
    totalRate: percent(rates.total, 2),
    currentRatio: moneyMarket ? percent(latest?.sevenDayYield ?? null, 4) : null,
    perMyriadIncome: moneyMarket ? (latest?.myriadIncome ?? null) : null,
    figuresWithheld: null,
  };
}
