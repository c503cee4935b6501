import type { HoldingItem } from '@/api/account/contract-assets';
import { formatMoney, formatPercent } from '@/shared/format';

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

/** A channel's holdings: cost, market value, income and rate (definitions in 收益说明). */
export function HoldingsTable({
  caption,
  holdings,
}: {
  caption: string;
  holdings: readonly HoldingItem[] | undefined;
}) {
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
          </tr>
        </thead>
        <tbody>
          {!holdings && (
            <tr>
              <td colSpan={COLUMNS.length}>{T.loading}</td>
            </tr>
          )}
          {holdings?.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length} className="gz-assets-table__empty">
                {T.holdingsEmpty}
              </td>
            </tr>
          )}
          {holdings?.map((h) => (
            <tr key={`${h.tradeAccount}-${h.fundCode}`}>
              <th scope="row" className="gz-assets-table__fund">
                <span>{h.fundName}</span>
                <span className="gz-assets-table__code">
                  {h.fundCode} · {h.fundType}
                </span>
              </th>
              <td>{h.shares}</td>
              <td>{h.nav ?? '--'}</td>
              <td>{formatMoney(h.cost)}</td>
              <td>{formatMoney(h.marketValue)}</td>
              <td data-sign={sign(h.holdingIncome)}>{formatMoney(h.holdingIncome)}</td>
              <td data-sign={sign(h.cumulativeIncome)}>{formatMoney(h.cumulativeIncome)}</td>
              <td data-sign={sign(h.yieldRate)}>
                {h.yieldRate === null ? '--' : formatPercent(h.yieldRate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
