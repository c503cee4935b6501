import type { ReactNode } from 'react';

import type { TransitItem } from '@/api/account/contract-assets';
import { RemittancePanel } from '@/features/receiving-account';
import { useServerOffset } from '@/features/trade-kit';

export type Remitting = TransitItem & { remittance: NonNullable<TransitItem['remittance']> };

/** An unpaid bank transfer's remittance panel (its own server-clock offset for the warning). */
export function TransitRemittance({ item }: { item: Remitting }) {
  const serverOffsetMs = useServerOffset();
  return (
    <RemittancePanel
      fundCode={item.fundCode}
      remitDeadDate={item.remittance.remitDeadDate}
      remittanceTime={item.remittance.remittanceTime}
      serverOffsetMs={serverOffsetMs}
    />
  );
}

export interface TransitTableProps {
  items: readonly TransitItem[] | undefined;
  /** An order's actions (详情 …): on its card on a phone, under its state on a desktop. */
  actions?: (item: TransitItem) => ReactNode;
}
