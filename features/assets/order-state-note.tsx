import { Link } from 'react-router-dom';

import type { DeductStatus, MoneyToCard, PaidFrom } from '@/api/core/contract-trading';
import { moneyToCardText, orderDetailPath } from '@/features/trade-kit';

import { PaidFromNote } from './paid-from-note';
import { ASSETS_TEXT as T } from './texts';

export interface OrderStateFacts {
  appNo: string;
  paidFrom: PaidFrom | null;
  deductStatus: DeductStatus | null;
  moneyToCard: MoneyToCard | null;
  /** A failed order's reason (the trade records carry it). */
  reason?: string | null;
}

/**
 * Under an order's state in the lists: the money on its way to the card (or arrived) when there is some —
 * instead of the debit that was refunded — else a failure's reason, else the fast-pay card and 扣款状态;
 * then the way to the order's detail page.
 */
export function OrderStateNote({ order }: { order: OrderStateFacts }) {
  let note;
  if (order.moneyToCard) {
    note = <span className="gz-assets-table__money">{moneyToCardText(order.moneyToCard)}</span>;
  } else if (order.reason) {
    note = <span className="gz-assets-table__reason">{order.reason}</span>;
  } else {
    note = <PaidFromNote paidFrom={order.paidFrom} deductStatus={order.deductStatus} />;
  }
  return (
    <>
      {note}
      <Link
        className="gz-assets-table__detail"
        to={orderDetailPath(order.appNo)}
        aria-label={T.detailOf(order.appNo)}
      >
        {T.detail}
      </Link>
    </>
  );
}
