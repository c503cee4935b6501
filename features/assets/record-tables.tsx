import type { ReactNode } from 'react';

import type {
  CollateHoldData,
  ConfirmRecordItem,
  DividendItem,
  TradeRecordItem,
} from '@/api/account/contract-assets';
import { ListCards, ListCard, usePhoneLayout } from '@/shared/components/list-card';
import { BUSINESS_TYPE, CONFIRMATION_STATUS, DIVIDEND_MODE, ORDER_STATUS } from '@/shared/enums/fund';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { OrderStateNote } from './order-state-note';
import { TableStatusRow } from './table-status-row';
import { ASSETS_TEXT as T } from './texts';

const C = T.recordColumns;

interface Column<R> {
  key: keyof typeof C;
  cell: (row: R) => ReactNode;
}

function Fund({ name, code }: { name: string; code: string }) {
  return (
    <th scope="row" className="gz-assets-table__fund">
      <span>{name}</span>
      <span className="gz-assets-table__code">{code}</span>
    </th>
  );
}

interface RecordTableProps<R> {
  caption: string;
  rows: readonly R[] | undefined;
  rowKey: (row: R) => string;
  columns: Array<Column<R>>;
  /** What an empty answer says; the records' 所选条件下暂无记录 unless told. */
  empty?: string;
  /** A record's actions (详情 …): an 操作 column on a desktop, buttons on its card on a phone. */
  actions?: (row: R) => ReactNode;
}

type Fundish = { fundName: string; fundCode: string };

/** A record list: a table on a desktop, a card per record on a phone; loading and empty in words. */
function RecordTable<R extends Fundish>(props: RecordTableProps<R>) {
  return usePhoneLayout() ? <RecordCards {...props} /> : <RecordRows {...props} />;
}

function RecordCards<R extends Fundish>(props: RecordTableProps<R>) {
  const { caption, rows, rowKey, columns, empty = T.recordsEmpty, actions } = props;
  const note = !rows ? T.loading : rows.length === 0 ? empty : undefined;
  return (
    <ListCards label={caption} note={note} busy={!rows}>
      {rows?.map((row) => (
        <ListCard
          key={rowKey(row)}
          title={row.fundName}
          subtitle={row.fundCode}
          figures={columns.map((c) => ({ label: C[c.key], value: c.cell(row) }))}
          actions={actions?.(row)}
        />
      ))}
    </ListCards>
  );
}

/** On a desktop: the fund as the row header, then the columns. */
function RecordRows<R extends Fundish>(props: RecordTableProps<R>) {
  const { caption, rows, rowKey, columns, empty = T.recordsEmpty, actions } = props;
  const span = columns.length + (actions ? 2 : 1);
  return (
    <div className="gz-assets-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="gz-assets-table" aria-busy={!rows}>
        <caption className="gz-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.fund}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {C[c.key]}
              </th>
            ))}
            {actions && <th scope="col">{T.columns.actions}</th>}
          </tr>
        </thead>
        <tbody>
          <TableStatusRow rows={rows} span={span} empty={empty} />
          {rows?.map((row) => (
            <tr key={rowKey(row)}>
              <Fund name={row.fundName} code={row.fundCode} />
              {columns.map((c) => (
                <td key={c.key}>{c.cell(row)}</td>
              ))}
              {actions && <td className="gz-assets-table__actions">{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const amountOf = (sum: string | null, share: string | null) => (share ? `${share}份` : formatMoney(sum));

export function TradeRecordTable({
  rows,
  caption = T.tabs.trade,
  empty,
  actions,
}: {
  rows: readonly TradeRecordItem[] | undefined;
  caption?: string;
  empty?: string;
  /** An order's actions (详情 …). */
  actions?: (row: TradeRecordItem) => ReactNode;
}) {
  return (
    <RecordTable
      caption={caption}
      empty={empty}
      actions={actions}
      rows={rows}
      rowKey={(r) => r.appNo}
      columns={[
        { key: 'date', cell: (r) => formatDate(r.applyDate) },
        { key: 'business', cell: (r) => BUSINESS_TYPE[r.businessType] },
        { key: 'amount', cell: (r) => amountOf(r.applySum, r.applyShare) },
        {
          key: 'status',
          cell: (r) => (
            <>
              {ORDER_STATUS[r.orderStatus]}
              <OrderStateNote order={r} />
            </>
          ),
        },
        { key: 'appNo', cell: (r) => r.appNo },
      ]}
    />
  );
}

export function ConfirmRecordTable({ rows }: { rows: readonly ConfirmRecordItem[] | undefined }) {
  return (
    <RecordTable
      caption={T.tabs.confirm}
      rows={rows}
      rowKey={(r) => r.appNo}
      columns={[
        { key: 'date', cell: (r) => formatDate(r.confirmDate) },
        { key: 'business', cell: (r) => BUSINESS_TYPE[r.businessType] },
        { key: 'status', cell: (r) => CONFIRMATION_STATUS[r.confirmStatus] },
        { key: 'confirmedAmount', cell: (r) => formatMoney(r.confirmedAmount) },
        { key: 'confirmedShares', cell: (r) => `${r.confirmedShares}份` },
        { key: 'nav', cell: (r) => r.nav ?? '--' },
        { key: 'fee', cell: (r) => formatMoney(r.fee) },
      ]}
    />
  );
}

export function DividendTable({ rows }: { rows: readonly DividendItem[] | undefined }) {
  return (
    <RecordTable
      caption={T.tabs.dividend}
      rows={rows}
      rowKey={(r) => `${r.tradeAccount}-${r.fundCode}-${r.exDate}`}
      columns={[
        { key: 'exDate', cell: (r) => formatDate(r.exDate) },
        { key: 'perShare', cell: (r) => `${r.perShare}元` },
        { key: 'dividendAmount', cell: (r) => formatMoney(r.amount) },
        {
          key: 'dividendType',
          cell: (r) =>
            r.dividendType === '0' ? `${DIVIDEND_MODE['0']} ${r.reinvestShares}份` : DIVIDEND_MODE['1'],
        },
      ]}
    />
  );
}

/** 对账持仓: the consignment holdings as of the answer's day, for the investor to reconcile. */
export function CollateHoldTable({
  caption,
  rows,
}: {
  caption: string;
  rows: CollateHoldData['rows'] | undefined;
}) {
  return (
    <RecordTable
      caption={caption}
      rows={rows}
      rowKey={(r) => r.fundCode}
      columns={[
        { key: 'shares', cell: (r) => `${r.shares}份` },
        { key: 'marketValue', cell: (r) => formatMoney(r.marketValue) },
      ]}
    />
  );
}
