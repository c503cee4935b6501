import type { AcceptedOrder } from '@/api/order/contract-orders';
import { DEDUCT_STATUS } from '@/shared/enums/fund';

import { ORDER_TEXT } from './texts';

/** A fast-pay order's card (bank, masked number) and the bank's answer to its debit, as facts of the order. */
export function PaidFromFacts({ order }: { order: Pick<AcceptedOrder, 'paidFrom' | 'deductStatus'> }) {
  if (!order.paidFrom) return null;
  return (
    <>
      <div>
        <dt>{ORDER_TEXT.payment}</dt>
        <dd>{ORDER_TEXT.fastPay}</dd>
      </div>
      <div>
        <dt>{ORDER_TEXT.payingCard}</dt>
        <dd>
          {order.paidFrom.bankName} {order.paidFrom.bankAccountMasked}
        </dd>
      </div>
      {order.deductStatus && (
        <div>
          <dt>{ORDER_TEXT.deductStatus}</dt>
          <dd>{DEDUCT_STATUS[order.deductStatus]}</dd>
        </div>
      )}
    </>
  );
}
