import { useId } from 'react';

import { RiskTag } from '@/shared/components/risk-tag';
import { NEW_WINDOW_TEXT } from '@/shared/config';
import { Button } from '@/shared/ui';

import { fundRow, type FundRowSource, type RateCell } from './cells';
import type { FundListParams, FundSortKey } from './list-query';
import { WITHHELD_TEXT, WithheldNotice } from './withheld-notice';
import './fund-list.css';

const TABLE_TEXT = {
  caption: '基金列表',
  name: '产品名称/代码',
  risk: '风险等级',
  status: '产品状态',
  value: '净值/收益',
  threeMonth: '近三月',
  year: '近一年',
  total: '成立以来',
  minFirst: '起购金额',
  action: '操作',
  loading: '正在加载产品…',
  empty: '暂无符合条件的产品',
  checking: '正在校验…',
} as const;

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

interface BuyButton {
  label: string;
  disabled: boolean;
}

export interface FundTableProps<T extends FundRowSource> {
  items: readonly T[] | undefined;
  loading: boolean;
  params: FundListParams;
  /** The button of a row: 认购 / 购买 / 预约, or disabled. */
  buyButton: (item: T) => BuyButton;
  onBuy: (item: T) => void;
  /** The fund whose checks are running: its button shows so, every button ignores clicks meanwhile. */
  checkingCode: string | null;
  /** Organisations certify through their adviser: a withheld row then names no certification link. */
  isNaturalPerson?: boolean;
}

function Rate({ cell }: { cell: RateCell }) {
  return <span className={`gz-fund-rate is-${cell.trend}`}>{cell.text}</span>;
}

export function FundTable<T extends FundRowSource>({
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
              <td colSpan={9} className="gz-fund-table__note" role="status">
                {TABLE_TEXT.loading}
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
              const checking = checkingCode === row.code;
              return (
                <tr key={row.code}>
                  <th scope="row" className="gz-fund-table__name">
                    {row.detailUrl ? (
                      <a
                        href={row.detailUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-describedby={newWindowId}
                      >
                        {row.name}
                      </a>
                    ) : (
                      <span>{row.name}</span>
                    )}
                    <span className="gz-fund-table__code">{row.code}</span>
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
                    <Button
                      type="primary"
                      size="small"
                      disabled={button.disabled}
                      loading={checking}
                      // A click while any fund is being checked is ignored (spec §2), not queued.
                      onClick={() => checkingCode === null && !button.disabled && onBuy(item)}
                    >
                      {checking ? TABLE_TEXT.checking : button.label}
                      {/* element's Button takes no aria-label: the fund's name completes its accessible name. */}
                      <span className="gz-visually-hidden"> {row.name}</span>
                    </Button>
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
