import type { AcceptedOrder } from '@/api/order/contract-orders';

import { paidFrom } from '../../bank/fast-pay';
import { CUTOFF_TIME } from '../../core/calendar';
import { placedOrder } from '../common/order-view';
import type { OrderRow } from '../common/store';

/** An order as the order POSTs answer it. */
export function acceptedOrder(row: OrderRow, fundName: string): AcceptedOrder {
  return {
    ...placedOrder(row, fundName),
    businessType: row.business_type as AcceptedOrder['businessType'],
    capitalMode: row.capital_mode,
    feeMode: row.fee_mode,
    applySum: row.apply_sum,
    fee: row.fee,
    availableDate: row.available_date,
    cutOffTime: CUTOFF_TIME,
    remitDeadDate: row.remit_dead_date,
    remittanceTime: row.remittance_time,
    paidFrom: row.capital_mode === '2' ? paidFrom(row) : null,
    deductStatus: row.deduct_status,
  };
}
