import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { useFetchOrderDetailQuery } from '@/api/order/endpoints-detail';
import { DETAIL_TEXT, OrderDetailView } from '@/features/order-detail';
import { CancelDialog } from '@/features/redeem';
import { useServerOffset } from '@/features/trade-kit';
import { LoadFailed } from '@/shared/components/load-failed';
import { ROUTES } from '@/shared/routing';
import { useInvestor } from '@/store/use-investor';

import { ScreenPlaceholder } from '../../shell/screen-placeholder';

/** /trade-center/order?appNo=: one order's detail, from 在途交易, 交易记录 and the cancel list. */
export function OrderDetailScreen() {
  const [params] = useSearchParams();
  const appNo = params.get('appNo') ?? '';
  const user = useInvestor();
  const offset = useServerOffset();
  const detail = useFetchOrderDetailQuery({ appNo }, { skip: appNo === '' });
  const [cancelling, setCancelling] = useState(false);
  const order = detail.data;
  return (
    <section aria-labelledby="order-detail-title" className="gz-app-card">
      <h1 id="order-detail-title">{DETAIL_TEXT.title}</h1>
      {detail.isError || appNo === '' ? (
        <LoadFailed message={DETAIL_TEXT.failed} onRetry={() => void detail.refetch()} />
      ) : !order ? (
        <ScreenPlaceholder className="gz-order-detail__placeholder" />
      ) : (
        <OrderDetailView order={order} serverOffsetMs={offset} onCancel={() => setCancelling(true)} />
      )}
      <p>
        <Link to={ROUTES.assets}>{DETAIL_TEXT.back}</Link>
      </p>
      <CancelDialog
        order={cancelling ? (order?.cancellable ?? null) : null}
        isNaturalPerson={user?.isNaturalPerson ?? true}
        onClose={() => setCancelling(false)}
        onCancelled={() => setCancelling(false)}
      />
    </section>
  );
}
