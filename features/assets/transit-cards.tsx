import { ListCards, ListCard } from '@/shared/components/list-card';
import { BUSINESS_TYPE } from '@/shared/enums/fund';
import { formatMoney, formatPredictedDate } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { OrderStateNote } from './order-state-note';
import { ASSETS_TEXT as T } from './texts';
import { TransitRemittance, type TransitTableProps, transitStateText } from './transit-parts';

const C = T.transitColumns;

/** 在途交易 on a phone: a card per order, its state and dates, and an unpaid transfer's remittance panel in it. */
export function TransitCards({ items, actions }: TransitTableProps) {
  const note = !items ? T.loading : items.length === 0 ? T.transitEmpty : undefined;
  return (
    <ListCards label={T.transit} note={note} busy={!items}>
      {items?.map((o) => (
        <ListCard
          key={o.appNo}
          title={o.fundName}
          subtitle={`${o.fundCode} · ${T.channelLabel[o.channel]} · ${BUSINESS_TYPE[o.businessType]}`}
          figures={[
            {
              label: C.state,
              value: transitStateText(o),
              wide: true,
              note: <OrderStateNote order={o} />,
            },
            { label: C.amount, value: o.applyShare ? `${o.applyShare}份` : formatMoney(o.applySum) },
            { label: C.applyDate, value: formatDate(o.applyDate) },
            { label: C.confirmDate, value: formatPredictedDate(o.confirmDate, o.provisionalDates) },
            {
              label: C.availableDate,
              value: formatPredictedDate(o.payoutDate ?? o.availableDate, o.provisionalDates),
            },
          ]}
          actions={actions?.(o)}
        >
          {o.remittance && <TransitRemittance item={{ ...o, remittance: o.remittance }} />}
        </ListCard>
      ))}
    </ListCards>
  );
}
