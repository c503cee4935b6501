import type { CancellableOrder, DividendChangeData } from '@/api/order/contract-changes';
import type { AcceptedOrder } from '@/api/order/contract-orders';
import type { AcceptedRedemption } from '@/api/order/contract-redeem';

import { CUTOFF_TIME, provisionalAmong } from '../../core/calendar';
import { ORDER_CODES } from './order-machine';
import type { OrderRow } from './store';

/** An order as the order POSTs answer it. */
export function acceptedOrder(row: OrderRow, fundName: string): AcceptedOrder {
  const codes = ORDER_CODES[row.state];
  return {
    appNo: row.app_no,
    businessType: row.business_type as AcceptedOrder['businessType'],
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
    provisionalDates: provisionalAmong([
      row.trade_date,
      row.confirm_date,
      row.available_date,
      row.remit_dead_date,
    ]),
  };
}

/** A redemption as its POSTs answer it, with the fee estimated at the latest NAV. */
export function redeemAccepted(
  row: OrderRow,
  fundName: string,
  quote: { fee: { toFixed(p: number): string }; net: { toFixed(p: number): string } },
): AcceptedRedemption {
  const codes = ORDER_CODES[row.state];
  return {
    appNo: row.app_no,
    businessType: row.business_type as AcceptedRedemption['businessType'],
    status: codes.orderStatus,
    confirmStatus: codes.confirmStatus,
    fundCode: row.fund_code,
    fundName,
    tradeAccount: row.trade_account,
    applyShare: row.apply_share as string,
    overLimit: row.over_limit as AcceptedRedemption['overLimit'],
    estimatedFee: quote.fee.toFixed(2),
    estimatedNet: quote.net.toFixed(2),
    applyDate: row.apply_date,
    applyTime: row.apply_time,
    tradeDate: row.trade_date,
    confirmDate: row.confirm_date,
    payoutDate: row.payout_date as string,
    cutOffTime: CUTOFF_TIME,
  };
}

/** An applied order as the cancellable list shows it. */
export function cancellableView(row: OrderRow, fundName: string, deadline: number): CancellableOrder {
  const redeeming = row.business_type === 'Redeem' || row.business_type === 'BookRedeem';
  const bonusWay = row.business_type === 'BonusWay';
  return {
    appNo: row.app_no,
    businessType: row.business_type,
    fundCode: row.fund_code,
    fundName,
    tradeAccount: row.trade_account,
    applySum: redeeming || bonusWay ? null : row.apply_sum,
    applyShare: redeeming ? row.apply_share : null,
    dividendType: bonusWay ? row.dividend_type : null,
    applyDate: row.apply_date,
    applyTime: row.apply_time,
    tradeDate: row.trade_date,
    cutOffTime: CUTOFF_TIME,
    deadline,
  };
}

/** A dividend change as PUT /v1/order/dividend answers it. */
export function dividendChangeView(row: OrderRow, fundName: string): DividendChangeData {
  const codes = ORDER_CODES[row.state];
  return {
    appNo: row.app_no,
    businessType: 'BonusWay',
    status: codes.orderStatus,
    confirmStatus: codes.confirmStatus,
    fundCode: row.fund_code,
    fundName,
    tradeAccount: row.trade_account,
    dividendType: row.dividend_type,
    applyDate: row.apply_date,
    applyTime: row.apply_time,
    tradeDate: row.trade_date,
    confirmDate: row.confirm_date,
  };
}
