import type { FeeTier as WireTier } from '@/api/fund/contract';
import type { BusinessType } from '@/shared/enums/fund';

import { Decimal, parseRate, ZERO } from '../core/money';
import { discountedRate, type SalesChannel } from '../order/fee-rules';
import type { FundSpec, PurchaseFeeTable } from './types';

/**
 * The fee table a buying business uses: subscription for 认购 (a fund without its own subscription table
 * charges subscriptions as purchases, as the confirm batch does), purchase for 申购 and booked purchases.
 */
export function feeTableFor(spec: FundSpec, business: BusinessType): PurchaseFeeTable {
  return (business === 'Subscribe' && spec.fees.subscription) || spec.fees.purchase;
}

const percent4 = (rate: InstanceType<typeof Decimal>) => rate.times('100').toFixed(4);

/**
 * A fee table as the wire shows it: each tier's amounts, its listed rate and the rate the channel pays
 * (online direct sales: the discount, not below its floor), the discount as a multiplier; a fixed-fee tier
 * has no rates and is never discounted.
 */
export function wireTiers(table: PurchaseFeeTable, channel: SalesChannel): WireTier[] {
  return table.tiers.map((tier, index) => {
    const next = table.tiers[index + 1];
    const amounts = {
      minAmount: new Decimal(tier.from).toFixed(2),
      maxAmount: next ? new Decimal(next.from).toFixed(2) : null,
    };
    if ('fixed' in tier) {
      return {
        ...amounts,
        rate: null,
        discount: '1.00',
        discountedRate: null,
        fixedFee: new Decimal(tier.fixed).toFixed(2),
      };
    }
    const listRate = parseRate(tier.rate);
    const rate = discountedRate(listRate, table, channel);
    return {
      ...amounts,
      rate: percent4(listRate),
      discount: listRate.eq(ZERO) ? '1.00' : rate.div(listRate).toFixed(2),
      discountedRate: percent4(rate),
      fixedFee: null,
    };
  });
}
