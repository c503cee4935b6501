import type { OrderDetailData } from '@/api/order/contract-detail';
import { cardWords } from '@/features/trade-kit';
import type { FactRow } from '@/shared/components/facts-list';
import { BUSINESS_TYPE, CONFIRMATION_STATUS } from '@/shared/enums/fund';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { DETAIL_TEXT as T } from './texts';

const REDEEMING = new Set(['Redeem', 'BookRedeem']);
const shares = (value: string) => `${value}份`;

/** The order's facts, to the fen: what was applied for, how it is paid or where it is paid to, and when. */
export function orderFacts(o: OrderDetailData): FactRow[] {
  const rows: FactRow[] = [
    [T.appNo, o.allotNo],
    [T.fund, `${o.fundName}（${o.fundCode}）`],
    [T.business, BUSINESS_TYPE[o.businessType]],
  ];
  if (o.applySum !== null) rows.push([T.amount, formatMoney(o.applySum)]);
  if (o.applyShare !== null) rows.push([T.shares, shares(o.applyShare)]);
  if (o.fee !== null)
    rows.push([o.feeMode === 'B' ? T.backEndFee : T.fee, o.feeMode === 'B' ? '—' : formatMoney(o.fee)]);
  if (o.applySum !== null) rows.push([T.payment, T.capitalMode[o.capitalMode]]);
  if (o.card) rows.push([REDEEMING.has(o.businessType) ? T.payoutCard : T.card, cardWords(o.card)]);
  const time = `${o.applyTime.slice(0, 2)}:${o.applyTime.slice(2, 4)}:${o.applyTime.slice(4, 6)}`;
  rows.push(
    [T.applied, `${formatDate(o.applyDate)} ${time}`],
    [T.tradeDate, o.visitPending === '1' ? T.tradeDateAfterVisit : formatDate(o.tradeDate)],
  );
  const c = o.confirmation;
  if (c) {
    rows.push([T.confirmed, `${CONFIRMATION_STATUS[c.confirmStatus]}（${formatDate(c.confirmDate)}）`]);
    if (c.confirmStatus !== '0') {
      rows.push(
        [T.confirmedAmount, formatMoney(c.confirmedAmount)],
        [T.confirmedShares, shares(c.confirmedShares)],
        [T.confirmFee, formatMoney(c.fee)],
      );
      if (c.nav) rows.push([T.nav, c.nav]);
    }
  }
  return rows;
}
