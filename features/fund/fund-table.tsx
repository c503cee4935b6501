import { useId } from 'react';

import { usePhoneLayout } from '@/shared/components/list-card';
import { RiskTag } from '@/shared/components/risk-tag';
import { NEW_WINDOW_TEXT } from '@/shared/config';

import { FundBuyButton } from './buy-button';
import { fundRow, type FundRowSource, type RateCell } from './cells';
import { FundCards } from './fund-cards';
import { FundDetailLink } from './fund-detail-link';
import { FUND_LIST_TEXT as TABLE_TEXT, type FundTableProps } from './fund-list-parts';
import type { FundSortKey } from './list-query';
import { WITHHELD_TEXT, WithheldNotice } from './withheld-notice';
import './fund-list.css';

/** Which column each sort key lights up (aria-sort); keys without a column of their own light none. */
const SORTED_COLUMN: Partial<Record<FundSortKey, keyof typeof TABLE_TEXT>> = {
  riskLevel: 'risk',
  status: 'status',
  nav: 'value',
  currentRatio: 'value',
  threeMonthRate: 'threeMonth',
  yearRate: 'year',
  totalRate: 'total',
  minFirstBalance: 'minFirst',
};

function Rate({ cell }: { cell: RateCell }) {
  return <span className={`gz-fund-rate is-${cell.trend}`}>{cell.text}</span>;
}

/** The fund list: a table on a desktop, a card per fund on a phone. */
export function FundTable<T extends FundRowSource>(props: FundTableProps<T>) {
  const phone = usePhoneLayout();
  return phone ? <FundCards {...props} /> : <FundRows {...props} />;
}

function FundRows<T extends FundRowSource>({
  items,
  loading,
  params,
  buyButton,
  onBuy,
  checkingCode,
  isNaturalPerson = true,
}: FundTableProps<T>) {
  const sorted = SORTED_COLUMN[params.sort];
  const sortOf = (column: keyof typeof TABLE_TEXT) =>
    column === sorted ? (params.order === 'asc' ? 'ascending' : 'descending') : undefined;
  const head = (column: keyof typeof TABLE_TEXT) => (
    <th scope="col" aria-sort={sortOf(column)}>
      {TABLE_TEXT[column]}
    </th>
  );
  const withheld = items?.some((item) => item.figuresWithheld);
  // Said once per link as its description: the row header (the fund's name) stays the name alone.
  const newWindowId = useId();
  return (
    <div className="gz-fund-table-wrap">
      {withheld && <p className="gz-fund-why">{WITHHELD_TEXT.why}</p>}
      <table className="gz-fund-table" aria-busy={loading}>
        <caption className="gz-visually-hidden">{TABLE_TEXT.caption}</caption>
        <thead>
          <tr>
            {head('name')}
            {head('risk')}
            {head('status')}
            {head('value')}
            {head('threeMonth')}
            {head('year')}
            {head('total')}
            {head('minFirst')}
            {head('action')}
          </tr>
        </thead>
        <tbody>
          {loading && !items ? (
            <tr>
              <td colSpan={9} className="gz-fund-table__note">
                <span role="status">{TABLE_TEXT.loading}</span>
              </td>
            </tr>
          ) : !items || items.length === 0 ? (
            <tr>
              <td colSpan={9} className="gz-fund-table__note">
                {TABLE_TEXT.empty}
              </td>
            </tr>
          ) : (
            items.map((item) => {
              const row = fundRow(item);
              const button = buyButton(item);
              return (
                <tr key={row.code}>
                  <th scope="row" className="gz-fund-table__name">
                    {row.detailUrl ? (
                      <FundDetailLink href={row.detailUrl} name={row.name} describedBy={newWindowId} />
                    ) : (
                      <span>{row.name}</span>
                    )}
                    <span className="gz-fund-table__code">{row.code}</span>
                    <span className="gz-fund-table__category">{row.category}</span>
                  </th>
                  <td>
                    <RiskTag level={row.riskLevel} />
                  </td>
                  <td>{row.status}</td>
                  {item.figuresWithheld ? (
                    <td colSpan={4}>
                      <WithheldNotice reason={item.figuresWithheld} isNaturalPerson={isNaturalPerson} />
                    </td>
                  ) : (
                    <>
                      <td>
                        <span>{row.value}</span>
                        <span className="gz-fund-table__note-line">{row.valueNote}</span>
                      </td>
                      <td>
                        <Rate cell={row.rates.threeMonth} />
                      </td>
                      <td>
                        <Rate cell={row.rates.year} />
                      </td>
                      <td>
                        <Rate cell={row.rates.total} />
                      </td>
                    </>
                  )}
                  <td>{row.minFirst}</td>
                  <td>
                    <FundBuyButton
                      name={row.name}
                      button={button}
                      checking={checkingCode === row.code}
                      idle={checkingCode === null}
                      onBuy={() => onBuy(item)}
                    />
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
      <span id={newWindowId} hidden>
        {NEW_WINDOW_TEXT}
      </span>
    </div>
  );
}
