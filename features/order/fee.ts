import Big from 'big.js';

import { formatMoney, formatPercent } from '@/shared/format';

/**
 * The fee preview beside the amount (POST /v1/order/tradingPoundage computes it: the browser shows, it does
 * not price). The list fee is struck through only when the investor really pays less.
 */

export interface FeeQuote {
  /** The fee at the list rate (yuan); null when the back office withholds it. */
  listFee: number | string | null;
  /** The fee actually charged (yuan); null when the back office withholds it (then no fee is shown). */
  fee: number | string | null;
  /** Rates in percent (1.5 means 1.5%), when the back office gives them. */
  listRate?: number | string | null;
  rate?: number | string | null;
}

export interface FeePreview {
  fee: string;
  rate?: string;
  /** Present only when discounted: the struck-through list fee and rate. */
  listFee?: string;
  listRate?: string;
}

function decimal(value: number | string | null | undefined): Big | undefined {
  if (value === null || value === undefined || String(value).trim() === '') return undefined;
  try {
    return new Big(String(value).trim());
  } catch {
    return undefined;
  }
}

function percent(value: number | string | null | undefined): string | undefined {
  return decimal(value) ? formatPercent(String(value)) : undefined;
}

/** undefined when the quote cannot be read (the form then shows no fee rather than a wrong one). */
export function feePreview(quote: FeeQuote): FeePreview | undefined {
  const fee = decimal(quote.fee);
  if (!fee) return undefined;
  const preview: FeePreview = { fee: formatMoney(fee.toFixed(2)), rate: percent(quote.rate) };
  const list = decimal(quote.listFee);
  if (list && list.gt(fee)) {
    preview.listFee = formatMoney(list.toFixed(2));
    preview.listRate = percent(quote.listRate);
  }
  return preview;
}
