import { usePhoneLayout } from '@/shared/components/list-card';
import { RiskTag } from '@/shared/components/risk-tag';
import { DIVIDEND_MODE } from '@/shared/enums/fund';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { HOLDINGS_TEXT, HoldingActions, type HoldingsTableProps, LotUnlocks } from './holding-parts';
import { RedeemCards } from './redeem-cards';
import './redeem.css';

/** The redeem list: a table on a desktop, a card per holding on a phone. */
export function HoldingsTable(props: HoldingsTableProps) {
  return usePhoneLayout() ? <RedeemCards {...props} /> : <HoldingRows {...props} />;
}

/** Each holding with its shares; 赎回 (or 预约赎回) only when spec §4 allows it. */
function HoldingRows({ holdings, loading, ...actions }: HoldingsTableProps) {
  const columns = ['name', 'account', 'shares', 'available', 'nav', 'value', 'dividend', 'action'] as const;
  return (
    <div className="gz-redeem-table-wrap">
      <table className="gz-redeem-table" aria-busy={loading}>
        <caption className="gz-visually-hidden">{HOLDINGS_TEXT.caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {HOLDINGS_TEXT[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {holdings?.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{HOLDINGS_TEXT.empty}</td>
            </tr>
          )}
          {!holdings && (
            <tr>
              <td colSpan={columns.length}>{HOLDINGS_TEXT.loading}</td>
            </tr>
          )}
          {holdings?.map((holding) => (
            <tr key={`${holding.fundCode}-${holding.tradeAccount}`}>
              <th scope="row" className="gz-redeem-table__fund">
                <span>{holding.fundName}</span>
                <span className="gz-redeem-table__code">{holding.fundCode}</span>
                <RiskTag level={holding.fundRiskLevel} />
              </th>
              <td>{holding.tradeAccount}</td>
              <td>{holding.shares}</td>
              <td>
                {holding.availableShares}
                {holding.frozenShares !== '0.00' && (
                  <span className="gz-redeem-table__frozen">
                    {HOLDINGS_TEXT.frozen(holding.frozenShares)}
                  </span>
                )}
                <LotUnlocks holding={holding} />
              </td>
              <td>
                {holding.nav ?? '--'}
                {holding.navDate && (
                  <span className="gz-redeem-table__date">{formatDate(holding.navDate)}</span>
                )}
              </td>
              <td>{formatMoney(holding.marketValue)}</td>
              <td>{DIVIDEND_MODE[holding.dividendType]}</td>
              <td className="gz-redeem-table__actions">
                <HoldingActions holding={holding} {...actions} />
                {holding.blockReason && <p className="gz-redeem-table__blocked">{holding.blockReason}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
