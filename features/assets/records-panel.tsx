import { useState } from 'react';

import {
  DIVIDEND_PDF_URL,
  TRADE_PDF_URL,
  useFetchConfirmRecordsQuery,
  useFetchDividendsQuery,
  useFetchTradeRecordsQuery,
  type AssetChannel,
} from '@/api/account/endpoints-assets';
import { LoadFailedOr } from '@/shared/components/load-failed';
import { Pagination, Tabs, type SelectOption } from '@/shared/ui';

import { PdfButton } from './pdf-button';
import { RecordFilters, type RecordFilterValues } from './record-filters';
import { ConfirmRecordTable, DividendTable, TradeRecordTable } from './record-tables';
import { ASSETS_TEXT as T } from './texts';

const SIZE = 10;
type Tab = keyof typeof T.tabs;

/** 交易查询: trade records, confirmations and dividends, each filtered and paged by the back office. */
export function RecordsPanel({ channel, funds }: { channel: AssetChannel; funds: readonly SelectOption[] }) {
  const [tab, setTab] = useState<Tab>('trade');
  const [filters, setFilters] = useState<RecordFilterValues>({});
  const [page, setPage] = useState(1);
  const query = { ...filters, page, size: SIZE };
  const trade = useFetchTradeRecordsQuery({ ...query, channel }, { skip: tab !== 'trade' });
  const confirm = useFetchConfirmRecordsQuery(query, { skip: tab !== 'confirm' });
  const dividend = useFetchDividendsQuery(
    { ...query, businessType: undefined, channel },
    { skip: tab !== 'dividend' },
  );
  const current = { trade, confirm, dividend }[tab];
  const total = current.data?.total ?? 0;
  const pdfQuery = { beginDate: filters.beginDate, endDate: filters.endDate };

  const body = (
    <>
      <RecordFilters
        key={tab}
        funds={funds}
        withBusiness={tab !== 'dividend'}
        onApply={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      <div className="gz-assets-records__bar">
        <span aria-live="polite">{current.data ? T.recordsTotal(total) : ''}</span>
        {tab === 'dividend' ? (
          <PdfButton url={DIVIDEND_PDF_URL} query={pdfQuery} label={T.pdf.dividend} />
        ) : (
          <PdfButton url={TRADE_PDF_URL} query={pdfQuery} label={T.pdf.trade} />
        )}
      </div>
      <LoadFailedOr
        failed={current.isError && !current.isFetching}
        message={T.recordsFailed(T.tabs[tab])}
        onRetry={() => void current.refetch()}
      >
        {tab === 'trade' && <TradeRecordTable rows={trade.isFetching ? undefined : trade.data?.rows} />}
        {tab === 'confirm' && (
          <ConfirmRecordTable rows={confirm.isFetching ? undefined : confirm.data?.rows} />
        )}
        {tab === 'dividend' && <DividendTable rows={dividend.isFetching ? undefined : dividend.data?.rows} />}
      </LoadFailedOr>
      <Pagination
        total={total}
        page={page}
        pageSize={SIZE}
        hideOnSinglePage
        ariaLabel={`${T.tabs[tab]}分页`}
        onChange={(change) => setPage(change.page)}
      />
    </>
  );

  return (
    <section className="gz-assets-records" aria-labelledby="assets-records-title">
      <h2 id="assets-records-title">{T.records}</h2>
      <Tabs
        ariaLabel={T.records}
        value={tab}
        onChange={(name) => {
          setTab(name as Tab);
          setFilters({});
          setPage(1);
        }}
        items={(Object.keys(T.tabs) as Tab[]).map((name) => ({
          name,
          label: T.tabs[name],
          content: name === tab ? body : null,
        }))}
      />
    </section>
  );
}
