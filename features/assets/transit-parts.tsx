import type { ReactNode } from 'react';

import type { TransitItem } from '@/api/account/contract-assets';
import { RemittancePanel } from '@/features/receiving-account';
import { useServerOffset } from '@/features/trade-kit';
import { ORDER_STATUS } from '@/shared/enums/fund';

import { ASSETS_TEXT as T } from './texts';

export type Remitting = TransitItem & { remittance: NonNullable<TransitItem['remittance']> };

/** An unpaid bank transfer's remittance panel (its own server-clock offset for the warning). */
export function TransitRemittance({ item }: { item: Remitting }) {
  const serverOffsetMs = useServerOffset();
  return (
    <RemittancePanel
      fundCode={item.fundCode}
      {...item.remittance}
      serverOffsetMs={serverOffsetMs}
      order={item.applySum ? { appNo: item.appNo, applySum: item.applySum } : undefined}
    />
  );
}

export interface TransitTableProps {
  items: readonly TransitItem[] | undefined;
  /** An order's actions (详情 …): on its card on a phone, under its state on a desktop. */
  actions?: (item: TransitItem) => ReactNode;
}

/** An order's state in 在途交易: 待汇款 / 待确认 while unconfirmed, else its order status (a refund on its way). */
export const transitStateText = (o: TransitItem) =>
  o.orderStatus === '0'
    ? o.remittance
      ? T.transitAwaitingMoney
      : T.transitState
    : ORDER_STATUS[o.orderStatus];
