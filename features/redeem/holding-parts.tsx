import type { RedeemableHolding } from '@/api/fund/contract';
import { BUSINESS_TYPE } from '@/shared/enums/fund';
import { formatDate } from '@/shared/time';
import { dividendModesOf } from '@/shared/trading';
import { Button } from '@/shared/ui';

import { canRedeem } from './rules';
import { SWITCH_TEXT_UI } from './switch-texts';

/** The redeem list's words, in its table and on its cards. */
export const HOLDINGS_TEXT = {
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
export function LotUnlocks({ holding }: { holding: RedeemableHolding }) {
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
  /** 基金转换 of this holding (shown when given). */
  onSwitch?: (holding: RedeemableHolding) => void;
}

/** 赎回 (or 预约赎回; disabled when spec §4 does not allow it) and, where the fund offers two, 修改分红方式. */
export function HoldingActions({
  holding,
  busy,
  onRedeem,
  onChangeDividend,
  onSwitch,
}: Pick<HoldingsTableProps, 'busy' | 'onRedeem' | 'onChangeDividend' | 'onSwitch'> & {
  holding: RedeemableHolding;
}) {
  return (
    <>
      <Button
        type="primary"
        size="small"
        disabled={!canRedeem(holding)}
        onClick={() => !busy && onRedeem(holding)}
      >
        {BUSINESS_TYPE[holding.redeemBusiness ?? 'Redeem']}
      </Button>
      {onSwitch && (
        <Button size="small" disabled={!canRedeem(holding)} onClick={() => !busy && onSwitch(holding)}>
          {SWITCH_TEXT_UI.action}
        </Button>
      )}
      {dividendModesOf(holding.productCategory).length > 1 && (
        <Button size="small" onClick={() => onChangeDividend(holding)}>
          {HOLDINGS_TEXT.dividendChange}
        </Button>
      )}
    </>
  );
}
