import type { Big } from 'big.js';

import type { BusinessType } from '@/api/core/contract-trading';
import type { FeeTier as WireTier } from '@/api/fund/contract';
import type { BackEndRate } from '@/api/order/contract';

import { Decimal, ZERO } from '../core/money';
import { feeTierRows, type SalesChannel } from '../order/buy/rules';
import type { FundSpec, HoldingFeeStep, PurchaseFeeTable } from './types';

/**
 * The fee table a buying business uses: subscription for 认购 (a fund without its own subscription table
 * charges subscriptions as purchases, as the confirm batch does), purchase for 申购 and booked purchases.
 */
export function feeTableFor(spec: FundSpec, business: BusinessType): PurchaseFeeTable {
  return (business === 'Subscribe' && spec.fees.subscription) || spec.fees.purchase;
}

const percent4 = (rate: Big) => rate.times('100').toFixed(4);

/**
 * A fee table as the wire shows it (D's rows): each tier's amounts, its listed rate and the rate the
 * channel pays (online direct sales: the discount, not below its floor), the discount as a multiplier; a
 * fixed-fee tier has no rates and is never discounted.
 */
export function wireTiers(table: PurchaseFeeTable, channel: SalesChannel): WireTier[] {
  return feeTierRows(table, channel).map((row) => ({
    minAmount: row.minAmount.toFixed(2),
    maxAmount: row.maxAmount?.toFixed(2) ?? null,
    rate: row.rate && percent4(row.rate),
    discount:
      row.rate && row.discountedRate && !row.rate.eq(ZERO)
        ? row.discountedRate.div(row.rate).toFixed(2)
        : '1.00',
    discountedRate: row.discountedRate && percent4(row.discountedRate),
    fixedFee: row.fixedFee?.toFixed(2) ?? null,
  }));
}

/** A fund's back-end (B) schedule as the wire shows it (rates in percent); empty: no back-end shares. */
export function wireBackEndRates(spec: FundSpec): BackEndRate[] {
  return wireHoldingRates(spec.fees.backEnd ?? []);
}

/** Rates by holding period (a back-end or a redemption schedule) as the wire shows them, in percent. */
export function wireHoldingRates(steps: readonly HoldingFeeStep[]): BackEndRate[] {
  return steps.map((step, i) => ({
    minDays: step.fromDays,
    maxDays: steps[i + 1]?.fromDays ?? null,
    rate: percent4(new Decimal(step.rate)),
  }));
}
