import type { AcceptedOrder } from '@/api/order/contract-orders';
import type { TermRow } from '@/shared/components/term-list';
import { DEDUCT_STATUS } from '@/shared/enums/fund';

import { ORDER_TEXT } from './texts';

/** A fast-pay order's card (bank, masked number) and the bank's answer to its debit, as facts of the order. */
export function paidFromFacts(order: Pick<AcceptedOrder, 'paidFrom' | 'deductStatus'>): TermRow[] {
  if (!order.paidFrom) return [];
  return [
    [ORDER_TEXT.payment, ORDER_TEXT.fastPay],
    [ORDER_TEXT.payingCard, `${order.paidFrom.bankName} ${order.paidFrom.bankAccountMasked}`],
    ...(order.deductStatus ? [[ORDER_TEXT.deductStatus, DEDUCT_STATUS[order.deductStatus]] as const] : []),
  ];
}
