import { useEffect, useRef } from 'react';

import type { AcceptedRedemption } from '@/api/order/contract-redeem';
import { cardWords } from '@/features/trade-kit';
import { TermList } from '@/shared/components/term-list';
import { formatMoney, formatPredictedDate, PROVISIONAL_NOTE } from '@/shared/format';

import { REDEEM_TEXT } from './texts';

/** After submitting: what was applied for, the fee estimate and the dates (trade, confirm, payout). */
export function RedeemPlaced({ order, noun }: { order: AcceptedRedemption; noun: string }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.focus(), []);
  const facts: Array<[string, string]> = [
    [REDEEM_TEXT.fund, `${order.fundName}（${order.fundCode}）`],
    [REDEEM_TEXT.appNo, order.appNo],
    [REDEEM_TEXT.appliedShares, `${order.applyShare}份`],
    [REDEEM_TEXT.fee, formatMoney(order.estimatedFee)],
    [REDEEM_TEXT.net, formatMoney(order.estimatedNet)],
    [REDEEM_TEXT.tradeDate, formatPredictedDate(order.tradeDate, order.provisionalDates)],
    ['确认日', formatPredictedDate(order.confirmDate, order.provisionalDates)],
    [REDEEM_TEXT.payoutDate, formatPredictedDate(order.payoutDate, order.provisionalDates)],
  ];
  if (order.payoutCard) facts.push([REDEEM_TEXT.payoutCard, cardWords(order.payoutCard)]);
  return (
    <section
      ref={section}
      className="gz-redeem-placed"
      aria-labelledby="gz-redeem-placed-title"
      tabIndex={-1}
    >
      <h2 id="gz-redeem-placed-title" className="gz-redeem-placed__title">
        {REDEEM_TEXT.placedTitle(noun)}
      </h2>
      <TermList className="gz-redeem-placed__facts" rows={facts} />
      {order.provisionalDates.length > 0 && <p className="gz-redeem-placed__note">{PROVISIONAL_NOTE}</p>}
    </section>
  );
}
