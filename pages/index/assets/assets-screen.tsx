import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { HoldingItem } from '@/api/account/contract-assets';
import type { SendEmailType } from '@/api/account/contract-email';
import { useFetchHoldQuery, useFetchTransitQuery, type AssetChannel } from '@/api/account/endpoints-assets';
import { useFetchRedeemableFundsQuery } from '@/api/fund/endpoints-redeem';
import {
  AssetChartsLazy,
  AssetTotals,
  ASSETS_TEXT as T,
  ConsignmentChecks,
  EMAIL_TEXT as E,
  EmailDialog,
  HoldingsTable,
  IncomeHelp,
  RecordsPanel,
  TransitTable,
} from '@/features/assets';
import { DividendDialog } from '@/features/redeem';
import { LoadFailed, LoadFailedOr } from '@/shared/components/load-failed';
import { ROUTES } from '@/shared/routing';
import { Button, Tabs } from '@/shared/ui';
import { useInvestor } from '@/store/use-investor';

/** /assets: the totals of both channels, holdings with charts, orders in transit, records and statements. */
export function AssetsScreen() {
  const user = useInvestor();
  // Fresh after every order: placing, cancelling or redeeming invalidates their tags (api/core/session-tags.ts).
  const direct = useFetchHoldQuery({ channel: 'direct' });
  const consignment = useFetchHoldQuery({ channel: 'consignment' });
  const transit = useFetchTransitQuery();
  const registered = user?.userType === 'Registered';
  const [channel, setChannel] = useState<AssetChannel | null>(null);
  const [emailType, setEmailType] = useState<SendEmailType | null>(null);
  // A consignment investor starts on the consignment holdings.
  const shown: AssetChannel = channel ?? (registered ? 'consignment' : 'direct');
  const hold = shown === 'direct' ? direct : consignment;
  const funds = (hold.data?.holdings ?? []).map((h) => ({
    value: h.fundCode,
    label: `${h.fundName}（${h.fundCode}）`,
  }));
  const failed = direct.isError || consignment.isError;
  // 分红方式 from a holding's row: the dialog of the redeem screen, for the same holding of the redeemable list.
  const navigate = useNavigate();
  const redeemable = useFetchRedeemableFundsQuery();
  const [dividendOf, setDividendOf] = useState<HoldingItem | null>(null);
  const dividendHolding =
    dividendOf &&
    (redeemable.data?.holdings.find(
      (r) => r.fundCode === dividendOf.fundCode && r.tradeAccount === dividendOf.tradeAccount,
    ) ??
      null);
  const changeDividend = (holding: HoldingItem) => {
    const known = redeemable.data?.holdings.some(
      (r) => r.fundCode === holding.fundCode && r.tradeAccount === holding.tradeAccount,
    );
    if (known) setDividendOf(holding);
    else void navigate(ROUTES.redeem);
  };

  const holdings = (
    <LoadFailedOr failed={hold.isError} message={T.holdingsFailed} onRetry={() => void hold.refetch()}>
      <HoldingsTable
        caption={`${T.channelLabel[shown]}${T.holdings}`}
        holdings={hold.isFetching ? undefined : hold.data?.holdings}
        onChangeDividend={changeDividend}
      />
      {hold.data && <AssetChartsLazy channel={shown} holdings={hold.data.holdings} />}
    </LoadFailedOr>
  );

  return (
    <section aria-labelledby="assets-title" className="gz-app-card gz-assets">
      <div className="gz-assets__head">
        <h1 id="assets-title">{T.title}</h1>
        <div className="gz-assets__actions">
          <Button onClick={() => setEmailType('bill')}>{E.bill}</Button>
          <Button onClick={() => setEmailType('assetCertificate')}>{E.assetCertificate}</Button>
        </div>
      </div>
      {failed && (
        <LoadFailed
          message={T.failed}
          onRetry={() => [direct, consignment].forEach((q) => void q.refetch())}
        />
      )}
      <div className="gz-assets__totals">
        <AssetTotals title={T.direct} channel="direct" />
        <AssetTotals title={T.consignment} channel="consignment" />
      </div>
      <IncomeHelp />
      <section aria-labelledby="assets-holdings-title">
        <h2 id="assets-holdings-title">{T.holdings}</h2>
        <Tabs
          ariaLabel={T.holdings}
          value={shown}
          onChange={(name) => setChannel(name as AssetChannel)}
          items={(['direct', 'consignment'] as const).map((name) => ({
            name,
            label: T[name],
            content: name === shown ? holdings : null,
          }))}
        />
      </section>
      <section aria-labelledby="assets-transit-title">
        <h2 id="assets-transit-title">{T.transit}</h2>
        <LoadFailedOr
          failed={transit.isError}
          message={T.transitFailed}
          onRetry={() => void transit.refetch()}
        >
          <TransitTable items={transit.data} />
        </LoadFailedOr>
      </section>
      {registered && <ConsignmentChecks />}
      <RecordsPanel channel={shown} funds={funds} />
      <DividendDialog
        holding={dividendHolding}
        isNaturalPerson={user?.isNaturalPerson ?? true}
        onClose={() => setDividendOf(null)}
      />
      <EmailDialog
        type={emailType}
        variant={registered ? 'consignment' : 'direct'}
        isNaturalPerson={user?.isNaturalPerson ?? true}
        onClose={() => setEmailType(null)}
      />
    </section>
  );
}
