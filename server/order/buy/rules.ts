import type { Big } from 'big.js';

import type { FeeMode } from '@/api/core/contract-trading';
import { FEE_MODE_TEXT, PURCHASE_AMOUNT_TEXT } from '@/shared/trading';

import { Decimal, parseRate, parseYuan, roundShares, roundYuan, ZERO } from '../../core/money';
import { RuleError } from '../../core/rule-error';
import type { FeeTier, PurchaseFeeTable } from '../../fund/types';

/**
 * Purchase (申购) and subscription (认购) fees by the net-amount method every Chinese fund uses since the
 * CSRC's 2007 notice on unifying the calculation: net = amount / (1 + rate), rounded half-up to the fen,
 * fee = amount − net (so fee + net is always the amount); in a fixed-fee tier fee = the fixed sum.
 * Shares = net / NAV of the trade date, rounded half-up to 2 places (the difference goes to the fund).
 */
export type SalesChannel = 'online' | 'counter';

export interface PurchaseFeeQuote {
  mode: FeeMode;
  amount: Big;
  /** The listed rate of the amount's tier; null in a fixed-fee tier and in back-end mode. */
  listRate: Big | null;
  /** The rate charged after the online discount; null as listRate. */
  rate: Big | null;
  /** The fixed fee of the tier, if it is one. */
  fixed: Big | null;
  /** The fee at the listed rate, for the preview's struck-through figure. */
  listFee: Big;
  fee: Big;
  net: Big;
}

export function tierFor(table: PurchaseFeeTable, amount: Big): FeeTier {
  let found = table.tiers[0];
  for (const tier of table.tiers) if (amount.gte(tier.from)) found = tier;
  return found;
}

/** factor × rate, not below the floor; a rate already at or below the floor is charged as listed. */
export function discountedRate(listRate: Big, table: PurchaseFeeTable, channel: SalesChannel): Big {
  const discount = table.onlineDiscount;
  if (channel !== 'online' || !discount) return listRate;
  const floor = parseRate(discount.floorRate);
  if (listRate.lte(floor)) return listRate;
  const discounted = listRate.times(discount.factor);
  return discounted.lt(floor) ? floor : discounted;
}

export function feeAtRate(amount: Big, rate: Big): { fee: Big; net: Big } {
  const net = roundYuan(amount.div(new Decimal('1').plus(rate)));
  return { fee: amount.minus(net), net };
}

export interface PurchaseFeeInput {
  table: PurchaseFeeTable;
  amount: Big;
  mode: FeeMode;
  channel: SalesChannel;
  /** Whether the fund has a back-end class at all. */
  backEndOffered: boolean;
}

export function quotePurchaseFee({
  table,
  amount,
  mode,
  channel,
  backEndOffered,
}: PurchaseFeeInput): PurchaseFeeQuote {
  if (amount.lte(ZERO)) throw new RuleError('bad-input', PURCHASE_AMOUNT_TEXT.positive);
  if (mode === 'B') {
    // Back-end: nothing is taken now; the fee is charged at redemption by the years held.
    if (!backEndOffered) throw new RuleError('bad-input', FEE_MODE_TEXT.unsupported);
    return { mode, amount, listRate: null, rate: null, fixed: null, listFee: ZERO, fee: ZERO, net: amount };
  }
  const tier = tierFor(table, amount);
  if ('fixed' in tier) {
    const fixed = parseYuan(tier.fixed);
    const fee = fixed.gt(amount) ? amount : fixed;
    return { mode, amount, listRate: null, rate: null, fixed, listFee: fee, fee, net: amount.minus(fee) };
  }
  const listRate = parseRate(tier.rate);
  const rate = discountedRate(listRate, table, channel);
  const { fee, net } = feeAtRate(amount, rate);
  return { mode, amount, listRate, rate, fixed: null, listFee: feeAtRate(amount, listRate).fee, fee, net };
}

/** Confirmed shares of a net amount at the trade date's NAV. */
export function sharesFor(net: Big, nav: Big): Big {
  if (nav.lte(ZERO)) throw new RuleError('bad-input', '净值必须大于0');
  return roundShares(net.div(nav));
}

/** One row of a fee table as the rate pages show it: from (included), to (excluded, null: no end). */
export interface FeeTierRow {
  minAmount: Big;
  maxAmount: Big | null;
  rate: Big | null;
  /** The rate this channel pays (the list rate at the counter). */
  discountedRate: Big | null;
  fixedFee: Big | null;
}

export function feeTierRows(table: PurchaseFeeTable, channel: SalesChannel): FeeTierRow[] {
  return table.tiers.map((tier, i) => {
    const next = table.tiers[i + 1];
    const bounds = { minAmount: parseYuan(tier.from), maxAmount: next ? parseYuan(next.from) : null };
    if ('fixed' in tier)
      return { ...bounds, rate: null, discountedRate: null, fixedFee: parseYuan(tier.fixed) };
    const rate = parseRate(tier.rate);
    return { ...bounds, rate, discountedRate: discountedRate(rate, table, channel), fixedFee: null };
  });
}
