import type { AcceptedOrder } from '@/api/order/contract-orders';

import { CUTOFF_TIME } from '../core/calendar';
import { ORDER_CODES } from './order-machine';
import type { OrderRow } from './store';

/** An order as the order POSTs answer it. */
export function acceptedOrder(row: OrderRow, fundName: string): AcceptedOrder {
  const codes = ORDER_CODES[row.state];
  return {
    appNo: row.app_no,
    businessType: row.business_type,
    status: codes.orderStatus,
    confirmStatus: codes.confirmStatus,
    fundCode: row.fund_code,
    fundName,
    tradeAccount: row.trade_account,
    capitalMode: row.capital_mode,
    applySum: row.apply_sum,
    fee: row.fee,
    applyDate: row.apply_date,
    applyTime: row.apply_time,
    tradeDate: row.trade_date,
    confirmDate: row.confirm_date,
    availableDate: row.available_date,
    cutOffTime: CUTOFF_TIME,
    remitDeadDate: row.remit_dead_date,
    remittanceTime: row.remittance_time,
  };
}
