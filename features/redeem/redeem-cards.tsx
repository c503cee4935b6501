import { ListCards, ListCard } from '@/shared/components/list-card';
import { RiskTag } from '@/shared/components/risk-tag';
import { DIVIDEND_MODE } from '@/shared/enums/fund';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { HOLDINGS_TEXT as T, HoldingActions, type HoldingsTableProps, LotUnlocks } from './holding-parts';

/** The redeem list on a phone: a card per holding with its shares, value and 赎回 / 修改分红方式. */
export function RedeemCards({ holdings, loading, ...actions }: HoldingsTableProps) {
  const note = !holdings ? T.loading : holdings.length === 0 ? T.empty : undefined;
  return (
    <ListCards label={T.caption} note={note} busy={loading}>
      {holdings?.map((holding) => (
        <ListCard
          key={`${holding.fundCode}-${holding.tradeAccount}`}
          title={holding.fundName}
          subtitle={`${holding.fundCode} · ${T.account} ${holding.tradeAccount}`}
          badge={<RiskTag level={holding.fundRiskLevel} />}
          figures={[
            {
              label: T.available,
              value: holding.availableShares,
              main: true,
              note: holding.frozenShares !== '0.00' && T.frozen(holding.frozenShares),
            },
            { label: T.shares, value: holding.shares },
            { label: T.value, value: formatMoney(holding.marketValue) },
            {
              label: T.nav,
              value: holding.nav ?? '--',
              note: holding.navDate && formatDate(holding.navDate),
            },
            { label: T.dividend, value: DIVIDEND_MODE[holding.dividendType] },
          ]}
          actions={<HoldingActions holding={holding} {...actions} />}
        >
          <LotUnlocks holding={holding} />
          {holding.blockReason && <p className="gz-redeem-table__blocked">{holding.blockReason}</p>}
        </ListCard>
      ))}
    </ListCards>
  );
}
