import type { PaidFrom } from '@/api/core/contract-trading';
import type { AcceptedRedemption } from '@/api/order/contract-redeem';

import { CUTOFF_TIME } from '../../core/calendar';
import { placedOrder } from '../common/order-view';
import type { OrderRow } from '../common/store';

/** A redemption as its POSTs answer it, with the fee estimated at the latest NAV. */
export function redeemAccepted(
  row: OrderRow,
  fundName: string,
  quote: { fee: { toFixed(p: number): string }; net: { toFixed(p: number): string } },
  payoutCard: PaidFrom | null,
): AcceptedRedemption {
  return {
    ...placedOrder(row, fundName),
    businessType: row.business_type as AcceptedRedemption['businessType'],
    applyShare: row.apply_share as string,
    overLimit: row.over_limit as AcceptedRedemption['overLimit'],
    estimatedFee: quote.fee.toFixed(2),
    estimatedNet: quote.net.toFixed(2),
    payoutDate: row.payout_date as string,
    payoutCard,
    cutOffTime: CUTOFF_TIME,
  };
}
