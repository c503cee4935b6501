import { provisionalAmong } from '../../core/calendar';
import { ORDER_CODES } from './order-machine';
import type { OrderRow } from './store';

/**
 * What every answer to a placed order starts with: its number, state codes, fund and trade account, and which
 * of its dates are predicted on the provisional calendar (预计).
 */
export function placedOrder(row: OrderRow, fundName: string) {
  const codes = ORDER_CODES[row.state];
  return {
    appNo: row.app_no,
    status: codes.orderStatus,
    confirmStatus: codes.confirmStatus,
    fundCode: row.fund_code,
    fundName,
    tradeAccount: row.trade_account,
    applyDate: row.apply_date,
    applyTime: row.apply_time,
    tradeDate: row.trade_date,
    confirmDate: row.confirm_date,
    provisionalDates: provisionalAmong([
      row.trade_date,
      row.confirm_date,
      row.available_date,
      row.payout_date,
      row.remit_dead_date,
    ]),
  };
}
