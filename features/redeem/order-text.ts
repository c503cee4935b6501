import type { CancellableOrder } from '@/api/order/contract-changes';
import { DIVIDEND_MODE } from '@/shared/enums/fund';
import { formatMoney } from '@/shared/format';

/** What an order applied for, in words: an amount, shares, or the dividend method asked for. */
export function orderAmountText(
  order: Pick<CancellableOrder, 'applySum' | 'applyShare' | 'dividendType'>,
): string {
  if (order.applyShare !== null) return `${order.applyShare}份`;
  if (order.dividendType !== null) return `改为${DIVIDEND_MODE[order.dividendType]}`;
  return formatMoney(order.applySum);
}
