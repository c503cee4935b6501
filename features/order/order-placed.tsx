import { useEffect, useRef } from 'react';

import type { AcceptedOrder } from '@/api/order/contract-orders';
import { RemittancePanel } from '@/features/receiving-account';
import { TermList } from '@/shared/components/term-list';
import { FEE_MODE } from '@/shared/enums/fund';
import { formatMoney } from '@/shared/format';
import { FEE_MODE_TEXT } from '@/shared/trading';

import { OrderTimeline } from './order-timeline';
import { paidFromFacts } from './paid-from-facts';
import { ORDER_TEXT } from './texts';
import { wallTime } from './timeline';

const REMITTANCE = '1';

export interface OrderPlacedProps {
  order: AcceptedOrder;
  noun: string;
  serverOffsetMs: number | undefined;
}

/**
 * After submitting: what was applied for (a fast-pay order: the card and 扣款成功), the timeline with the
 * cut-off countdown, and where to remit.
 */
export function OrderPlaced({ order, noun, serverOffsetMs }: OrderPlacedProps) {
  const section = useRef<HTMLElement>(null);
  // The form the investor was in is gone: focus moves to what replaced it, so a screen reader reads it.
  useEffect(() => section.current?.focus(), []);
  return (
    <section ref={section} className="gz-order-placed" aria-labelledby="gz-order-placed-title" tabIndex={-1}>
      <h2 id="gz-order-placed-title" className="gz-order-placed__title">
        {ORDER_TEXT.placedTitle(noun)}
      </h2>
      <TermList
        className="gz-order-placed__facts"
        rows={[
          [ORDER_TEXT.fund, `${order.fundName}（${order.fundCode}）`],
          [ORDER_TEXT.appNo, order.appNo],
          [ORDER_TEXT.amount, formatMoney(order.applySum)],
          [ORDER_TEXT.fee, formatMoney(order.fee)],
          ...paidFromFacts(order),
          [FEE_MODE_TEXT.legend, FEE_MODE[order.feeMode]],
        ]}
      />
      <OrderTimeline
        dates={{
          submittedAt: wallTime(order.applyDate, order.applyTime),
          tradeDate: order.tradeDate,
          cutOffTime: order.cutOffTime,
          confirmDate: order.confirmDate,
          availableDate: order.availableDate,
          provisionalDates: order.provisionalDates,
          businessType: order.businessType,
        }}
        serverOffsetMs={serverOffsetMs}
        confirmed={order.status === '1'}
      />
      {order.capitalMode === REMITTANCE && (
        <RemittancePanel
          fundCode={order.fundCode}
          remitDeadDate={order.remitDeadDate}
          remittanceTime={order.remittanceTime}
          serverOffsetMs={serverOffsetMs}
          order={{ appNo: order.appNo, applySum: order.applySum }}
        />
      )}
    </section>
  );
}
