import { useFetchCollateHoldQuery, useFetchTodayApplicationsQuery } from '@/api/account/endpoints-assets';
import { LoadFailedOr } from '@/shared/components/load-failed';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { CollateHoldTable, TradeRecordTable } from './record-tables';
import { ASSETS_TEXT as T } from './texts';

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
      <LoadFailedOr failed={collate.isError} message={T.failed} onRetry={() => void collate.refetch()}>
        <p className="gz-assets__checks-total">
          {T.collateTotal(collate.data ? formatMoney(collate.data.totalAssets) : '--')}
        </p>
        <CollateHoldTable caption={T.collateHold(asOf)} rows={collate.data?.rows} />
      </LoadFailedOr>
      <h3>{T.todayApplications}</h3>
      <LoadFailedOr failed={today.isError} message={T.failed} onRetry={() => void today.refetch()}>
        <TradeRecordTable caption={T.todayApplications} rows={today.data?.rows} empty={T.todayEmpty} />
      </LoadFailedOr>
    </section>
  );
}
