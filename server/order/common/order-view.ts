import { ORDER_CODES } from './order-machine';
import type { OrderRow } from './store';

/** What every answer to a placed order starts with: its number, state codes, fund and trade account. */
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
  };
}
