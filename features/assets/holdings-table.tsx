import type { ReactNode } from 'react';

import type { HoldingItem } from '@/api/account/contract-assets';
import { ListCards, ListCard, usePhoneLayout } from '@/shared/components/list-card';
import { DIVIDEND_MODE } from '@/shared/enums/fund';
import { formatMoney, formatPercent } from '@/shared/format';

import { HoldingActions } from './holding-actions';
import { TableStatusRow } from './table-status-row';
import { ASSETS_TEXT as T } from './texts';

const COLUMNS = [
  'fund',
  'shares',
  'nav',
  'cost',
  'marketValue',
  'holdingIncome',
  'cumulativeIncome',
  'yieldRate',
] as const;
const sign = (value: string | null) =>
  !value || value === '0.00' ? 'flat' : value.startsWith('-') ? 'down' : 'up';
const rateText = (h: HoldingItem) => (h.yieldRate === null ? '--' : formatPercent(h.yieldRate));
/** 分红方式：现金分红 — the method the holding was registered with (or changed to). */
const dividendText = (h: HoldingItem) => `${T.dividendMethod}：${DIVIDEND_MODE[h.dividendType]}`;

interface HoldingsTableProps {
  caption: string;
  holdings: readonly HoldingItem[] | undefined;
  /** A holding's actions (买入, 赎回, 分红方式): an 操作 column on a desktop, buttons on the card on a phone. */
  actions?: (holding: HoldingItem) => ReactNode;
}

/**
 * A channel's holdings: a table on a desktop, a card per fund on a phone, each with its actions (issue 38 item
 * 3): 买入, 赎回 and, where the screen offers it, 分红方式.
 */
export function HoldingsTable({
  onChangeDividend,
  ...props
}: Omit<HoldingsTableProps, 'actions'> & { onChangeDividend?: (holding: HoldingItem) => void }) {
  const actions = (holding: HoldingItem) => (
    <HoldingActions holding={holding} onChangeDividend={onChangeDividend} />
  );
  return usePhoneLayout() ? (
    <HoldingCards {...props} actions={actions} />
  ) : (
    <HoldingRows {...props} actions={actions} />
  );
}

/** On a phone: 市值 first, then 昨日收益, 持有收益 and 收益率, the shares and NAV, and the actions. */
function HoldingCards({ caption, holdings, actions }: HoldingsTableProps) {
  const note = !holdings ? T.loading : holdings.length === 0 ? T.holdingsEmpty : undefined;
  return (
    <ListCards label={caption} note={note} busy={!holdings}>
      {holdings?.map((h) => (
        <ListCard
          key={`${h.tradeAccount}-${h.fundCode}`}
          title={h.fundName}
          subtitle={`${h.fundCode} · ${h.fundType}`}
          figures={[
            { label: T.columns.marketValue, value: formatMoney(h.marketValue), main: true },
            {
              label: T.yesterdayIncome,
              value: formatMoney(h.yesterdayIncome),
              sign: sign(h.yesterdayIncome),
            },
            {
              label: T.columns.holdingIncome,
              value: formatMoney(h.holdingIncome),
              sign: sign(h.holdingIncome),
            },
            { label: T.columns.yieldRate, value: rateText(h), sign: sign(h.yieldRate) },
            { label: T.columns.shares, value: h.shares },
            { label: T.dividendMethod, value: DIVIDEND_MODE[h.dividendType] },
          ]}
          actions={actions?.(h)}
        />
      ))}
    </ListCards>
  );
}

/** On a desktop: cost, market value, income and rate (definitions in 收益说明). */
function HoldingRows({ caption, holdings, actions }: HoldingsTableProps) {
  const columns = actions ? COLUMNS.length + 1 : COLUMNS.length;
  return (
    <div className="gz-assets-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="gz-assets-table" aria-busy={!holdings}>
        <caption className="gz-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {T.columns[c]}
              </th>
            ))}
            {actions && <th scope="col">{T.columns.actions}</th>}
          </tr>
        </thead>
        <tbody>
          <TableStatusRow rows={holdings} span={columns} empty={T.holdingsEmpty} />
          {holdings?.map((h) => (
            <tr key={`${h.tradeAccount}-${h.fundCode}`}>
              <th scope="row" className="gz-assets-table__fund">
                <span>{h.fundName}</span>
                <span className="gz-assets-table__code">
                  {h.fundCode} · {h.fundType}
                </span>
                <span className="gz-assets-table__code">{dividendText(h)}</span>
              </th>
              <td>{h.shares}</td>
              <td>{h.nav ?? '--'}</td>
              <td>{formatMoney(h.cost)}</td>
              <td>{formatMoney(h.marketValue)}</td>
              <td data-sign={sign(h.holdingIncome)}>{formatMoney(h.holdingIncome)}</td>
              <td data-sign={sign(h.cumulativeIncome)}>{formatMoney(h.cumulativeIncome)}</td>
              <td data-sign={sign(h.yieldRate)}>{rateText(h)}</td>
              {actions && <td className="gz-assets-table__actions">{actions(h)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
