import type { CancellableOrder } from '@/api/order/contract-changes';

import { CUTOFF_TIME } from '../../core/calendar';
import type { OrderRow } from '../common/store';

/** An applied order as the cancellable list shows it. */
export function cancellableView(row: OrderRow, fundName: string, deadline: number): CancellableOrder {
  const redeeming = ['Redeem', 'BookRedeem', 'SwitchOut'].includes(row.business_type);
  const bonusWay = row.business_type === 'BonusWay';
  return {
    appNo: row.app_no,
    businessType: row.business_type,
    fundCode: row.fund_code,
    fundName,
    tradeAccount: row.trade_account,
    applySum: redeeming || bonusWay || row.business_type === 'SwitchIn' ? null : row.apply_sum,
    applyShare: redeeming ? row.apply_share : null,
    dividendType: bonusWay ? row.dividend_type : null,
    applyDate: row.apply_date,
    applyTime: row.apply_time,
    tradeDate: row.trade_date,
    cutOffTime: CUTOFF_TIME,
    deadline,
  };
}
