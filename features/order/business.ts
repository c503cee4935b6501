import type { BuyBusinessType } from '@/api/core/contract-trading';

/**
 * Which buying business a fund offers now (the fund list's subscribeState: 0 none, 1 subscription 认购,
 * 2 purchase 申购, 3 booking 预约申购) and what its button and order call are.
 */

export interface BuyAction {
  business: BuyBusinessType | null;
  /** The list's button text. */
  label: string;
  /** The order page's title and the amount's noun. */
  noun: string;
}

const BUY_ACTION_TEXT = {
  Subscribe: { label: '认购', noun: '认购' },
  Purchase: { label: '购买', noun: '申购' },
  BookPurchase: { label: '预约', noun: '预约申购' },
  none: { label: '暂停购买', noun: '购买' },
} as const;

const BY_STATE: Readonly<Record<string, BuyBusinessType>> = {
  '1': 'Subscribe',
  '2': 'Purchase',
  '3': 'BookPurchase',
};

export function buyActionOf(subscribeState: string | number | null | undefined): BuyAction {
  const business = BY_STATE[String(subscribeState ?? '')] ?? null;
  return { business, ...(business ? BUY_ACTION_TEXT[business] : BUY_ACTION_TEXT.none) };
}
