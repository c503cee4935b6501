import { Fragment } from 'react';

import { usePhoneLayout } from '@/shared/components/list-card';
import { BUSINESS_TYPE } from '@/shared/enums/fund';
import { formatMoney, formatPredictedDate, PROVISIONAL_NOTE } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { OrderStateNote } from './order-state-note';
import { TableStatusRow } from './table-status-row';
import { ASSETS_TEXT as T } from './texts';
import { TransitCards } from './transit-cards';
import { type Remitting, TransitRemittance, type TransitTableProps, transitStateText } from './transit-parts';

const C = T.transitColumns;
const COLUMNS = ['fund', 'business', 'amount', 'applyDate', 'state', 'confirmDate', 'availableDate'] as const;

/** The remittance panel under its row. */
function RemittanceRow({ item }: { item: Remitting }) {
  return (
    <tr className="gz-assets-table__remit">
      <td colSpan={COLUMNS.length} aria-label={T.transitRemitFor(item.fundName, item.appNo)}>
        <TransitRemittance item={item} />
      </td>
    </tr>
  );
}

/**
 * Orders applied and not yet confirmed, with the dates the back office predicts; a bank transfer whose money
 * has not arrived shows 待汇款 and, under it, where and by when to remit; a fast-pay order its card and 扣款状态.
 * Then the money still on its way to the card (a redemption's payout, a refund) until it arrives.
 * A table on a desktop, a card per order on a phone.
 */
export function TransitTable(props: TransitTableProps) {
  const phone = usePhoneLayout();
  return (
    <>
      {phone ? <TransitCards {...props} /> : <TransitRows {...props} />}
      {props.items?.some((o) => o.provisionalDates.length > 0) && (
        <p className="gz-assets-table__note">{PROVISIONAL_NOTE}</p>
      )}
    </>
  );
}

function TransitRows({ items, actions }: TransitTableProps) {
  return (
    <div className="gz-assets-table-wrap" role="region" aria-label={T.transit} tabIndex={0}>
      <table className="gz-assets-table" aria-busy={!items}>
        <caption className="gz-visually-hidden">{T.transit}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {C[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <TableStatusRow rows={items} span={COLUMNS.length} empty={T.transitEmpty} />
          {items?.map((o) => (
            <Fragment key={o.appNo}>
              <tr>
                <th scope="row" className="gz-assets-table__fund">
                  <span>{o.fundName}</span>
                  <span className="gz-assets-table__code">
                    {o.fundCode} · {T.channelLabel[o.channel]}
                  </span>
                </th>
                <td>{BUSINESS_TYPE[o.businessType]}</td>
                <td>{o.applyShare ? `${o.applyShare}份` : formatMoney(o.applySum)}</td>
                <td>{formatDate(o.applyDate)}</td>
                <td>
                  {transitStateText(o)}
                  <OrderStateNote order={o} />
                  {actions?.(o)}
                </td>
                <td>{formatPredictedDate(o.confirmDate, o.provisionalDates)}</td>
                <td>{formatPredictedDate(o.payoutDate ?? o.availableDate, o.provisionalDates)}</td>
              </tr>
              {o.remittance && <RemittanceRow item={{ ...o, remittance: o.remittance }} />}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
