import type { OrderDetailData } from '@/api/order/contract-detail';
import { RemittancePanel } from '@/features/receiving-account';
import { moneyToCardText, SectionTitle } from '@/features/trade-kit';
import { FactsList } from '@/shared/components/facts-list';
import { ORDER_STATUS } from '@/shared/enums/fund';
import { formatDate } from '@/shared/time';
import { Button } from '@/shared/ui';

import { orderFacts } from './order-facts';
import { OrderProgress } from './order-progress';
import { DETAIL_TEXT as T } from './texts';
import './order-detail.css';

export interface OrderDetailViewProps {
  order: OrderDetailData;
  serverOffsetMs: number | undefined;
  /** 撤单 pressed (shown only while the back office says the order can still be cancelled). */
  onCancel: () => void;
}

/** Why an order failed or was partly confirmed, as the back office words it. */
const reasonOf = (o: OrderDetailData) => o.confirmation?.reason ?? null;

/**
 * One order (issue 38 item 3): its state and the money on its way first, then the progress line, the
 * remittance still to make, 撤单 while allowed, and every fact to the fen.
 */
export function OrderDetailView({ order, serverOffsetMs, onCancel }: OrderDetailViewProps) {
  const reason = reasonOf(order);
  const cancellable = order.cancellable;
  return (
    <div className="gz-order-detail">
      <header className="gz-order-detail__head">
        <p className="gz-order-detail__fund">
          {order.fundName}
          <span className="gz-order-detail__code">{order.fundCode}</span>
        </p>
        <p className={`gz-order-detail__status is-status-${order.status}`}>{ORDER_STATUS[order.status]}</p>
      </header>
      {order.moneyToCard && (
        <p className="gz-order-detail__money">
          <strong>{T.money}：</strong>
          {moneyToCardText(order.moneyToCard)}
        </p>
      )}
      {reason && (
        <p className="gz-order-detail__reason">
          <strong>{T.reason}：</strong>
          {reason}
        </p>
      )}
      {cancellable && (
        <div className="gz-order-detail__cancel">
          <Button type="primary" onClick={onCancel}>
            {T.cancel}
          </Button>
          <span>
            {T.cancelUntil(
              `${formatDate(cancellable.tradeDate)} ${cancellable.cutOffTime.slice(0, 2)}:${cancellable.cutOffTime.slice(2, 4)}`,
            )}
          </span>
        </div>
      )}
      <OrderProgress order={order} />
      {order.remittance && (
        <RemittancePanel
          fundCode={order.fundCode}
          {...order.remittance}
          serverOffsetMs={serverOffsetMs}
          order={order.applySum ? { appNo: order.allotNo, applySum: order.applySum } : undefined}
        />
      )}
      <section className="gz-order-detail__section" aria-labelledby="gz-order-facts-title">
        <SectionTitle id="gz-order-facts-title">{T.facts}</SectionTitle>
        <FactsList className="gz-order-detail__facts" rows={orderFacts(order)} />
      </section>
    </div>
  );
}
