import type { RedeemableHolding } from '@/api/fund/contract';
import { RiskTag } from '@/shared/components/risk-tag';
import { BUSINESS_TYPE, DIVIDEND_MODE } from '@/shared/enums/fund';
import { formatDate, formatMoney } from '@/shared/format';
import { dividendModesOf } from '@/shared/trading';
import { Button } from '@/shared/ui';

import { canRedeem } from './rules';
import './redeem.css';

const HOLDINGS_TEXT = {
  caption: '可赎回持仓',
  name: '产品名称/代码',
  account: '交易账号',
  shares: '持有份额',
  available: '可赎回份额',
  nav: '最新净值',
  value: '参考市值',
  dividend: '分红方式',
  action: '操作',
  loading: '正在加载持仓…',
  empty: '暂无可赎回的持仓',
  dividendChange: '修改分红方式',
  frozen: (shares: string) => `（赎回中${shares}份）`,
  lots: '最短持有期：各笔份额的可赎回日',
  unlock: (date: string, shares: string) => `${date}起可赎回${shares}份`,
} as const;

/** A fund with a minimum holding period: each lot's date from which it can be redeemed. */
function LotUnlocks({ holding }: { holding: RedeemableHolding }) {
  const locked = holding.lots.filter((lot) => lot.unlockDate !== null);
  if (locked.length === 0) return null;
  return (
    <ul className="gz-redeem-table__lots" aria-label={HOLDINGS_TEXT.lots}>
      {locked.map((lot) => (
        <li key={`${lot.confirmDate}-${lot.unlockDate}-${lot.shares}`}>
          {HOLDINGS_TEXT.unlock(formatDate(lot.unlockDate ?? ''), lot.shares)}
        </li>
      ))}
    </ul>
  );
}

export interface HoldingsTableProps {
  holdings: readonly RedeemableHolding[] | undefined;
  loading: boolean;
  /** Every redeem button ignores clicks while a check runs. */
  busy: boolean;
  onRedeem: (holding: RedeemableHolding) => void;
  onChangeDividend: (holding: RedeemableHolding) => void;
}

/** The redeem list: each holding with its shares; 赎回 (or 预约赎回) only when spec §4 allows it. */
export function HoldingsTable({ holdings, loading, busy, onRedeem, onChangeDividend }: HoldingsTableProps) {
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
                <Button
                  type="primary"
                  size="small"
                  disabled={!canRedeem(holding)}
                  onClick={() => !busy && onRedeem(holding)}
                >
                  {BUSINESS_TYPE[holding.redeemBusiness ?? 'Redeem']}
                </Button>
                {dividendModesOf(holding.productCategory).length > 1 && (
                  <Button size="small" onClick={() => onChangeDividend(holding)}>
                    {HOLDINGS_TEXT.dividendChange}
                  </Button>
                )}
                {holding.blockReason && <p className="gz-redeem-table__blocked">{holding.blockReason}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
