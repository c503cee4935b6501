import type { ReactNode } from 'react';

import { useFetchCollateHoldQuery, useFetchTodayApplicationsQuery } from '@/api/account/endpoints-assets';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatDate, formatMoney } from '@/shared/format';

import { CollateHoldTable, TradeRecordTable } from './record-tables';
import { ASSETS_TEXT as T } from './texts';

/** A failed call says so with its retry instead of a table that would read as empty. */
function OrRetry({ failed, retry, children }: { failed: boolean; retry: () => void; children: ReactNode }) {
  if (!failed) return children;
  return <LoadFailed message={T.failed} onRetry={retry} />;
}

/**
 * What a consignment (Registered) investor checks against the distributor's statement: the holdings as the
 * registrar last reconciled them (GET /v1/account/crm/collate/hold) and today's applications of both channels
 * (GET /v1/account/apply), which the holdings do not show yet.
 */
export function ConsignmentChecks() {
  const collate = useFetchCollateHoldQuery();
  const today = useFetchTodayApplicationsQuery();
  const asOf = collate.data ? formatDate(collate.data.date) : '--';
  return (
    <section aria-labelledby="assets-consignment-checks" className="gz-assets__checks">
      <h2 id="assets-consignment-checks">{T.consignmentChecks}</h2>
      <h3>{T.collateHold(asOf)}</h3>
      <OrRetry failed={collate.isError} retry={() => void collate.refetch()}>
        <p className="gz-assets__checks-total">
          {T.collateTotal(collate.data ? formatMoney(collate.data.totalAssets) : '--')}
        </p>
        <CollateHoldTable caption={T.collateHold(asOf)} rows={collate.data?.rows} />
      </OrRetry>
      <h3>{T.todayApplications}</h3>
      <OrRetry failed={today.isError} retry={() => void today.refetch()}>
        <TradeRecordTable caption={T.todayApplications} rows={today.data?.rows} empty={T.todayEmpty} />
      </OrRetry>
    </section>
  );
}
