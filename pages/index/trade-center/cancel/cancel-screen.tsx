import { useState } from 'react';

import type { CancellableOrder } from '@/api/order/contract-changes';
import { useFetchCancellableOrdersQuery } from '@/api/order/endpoints-selling';
import { CancelDialog, CancellableOrders } from '@/features/redeem';
import { useServerOffset } from '@/features/trade-kit';
import { LoadFailed } from '@/shared/components/load-failed';
import { useInvestor } from '@/store/use-investor';

const CANCEL_SCREEN_TEXT = {
  title: '撤单',
  intro: '交易日15:00前提交的申请，可在当日15:00前撤销；已撤销的申购款项将退回付款账户。',
  failed: '可撤销的申请加载失败',
} as const;

/** /trade-center/cancel: the orders that can still be cancelled, where an investor looks for 撤单. */
export function CancelScreen() {
  const user = useInvestor();
  const cancellable = useFetchCancellableOrdersQuery();
  const offset = useServerOffset();
  const [cancelling, setCancelling] = useState<CancellableOrder | null>(null);
  return (
    <section aria-labelledby="cancel-title" className="gz-app-card">
      <h1 id="cancel-title">{CANCEL_SCREEN_TEXT.title}</h1>
      <p>{CANCEL_SCREEN_TEXT.intro}</p>
      {cancellable.isError ? (
        <LoadFailed message={CANCEL_SCREEN_TEXT.failed} onRetry={() => void cancellable.refetch()} />
      ) : (
        <CancellableOrders orders={cancellable.data} serverOffsetMs={offset} onCancel={setCancelling} />
      )}
      <CancelDialog
        order={cancelling}
        isNaturalPerson={user?.isNaturalPerson ?? true}
        onClose={() => setCancelling(null)}
        onCancelled={() => setCancelling(null)}
      />
    </section>
  );
}
