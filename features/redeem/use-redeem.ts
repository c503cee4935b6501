import type { TransitItem } from '@/api/account/contract-assets';
import type { OverLimit, RedeemBusinessType } from '@/api/core/contract-trading';
import type { AcceptedRedemption, RedeemBody } from '@/api/order/contract-redeem';
import { usePlaceRedeemHopeMutation, usePlaceRedeemMutation } from '@/api/order/endpoints-selling';
import { sameIntent, useFindPlaced, useOnceSubmission } from '@/features/trade-kit';

export interface RedeemChoice {
  fundCode: string;
  tradeAccount: string;
  /** Shares with exactly two places. */
  applyShare: string;
  overLimit: OverLimit;
}

const redeemBody = (choice: RedeemChoice, password: string): RedeemBody => ({ ...choice, password });

/** A redemption of this intent: same fund, trade account and shares, applied and not yet confirmed. */
const isPlaced = (order: TransitItem, body: RedeemBody) => sameIntent(order, body, 'applyShare');

/** A redemption (or a booked one) sent exactly once, as purchases are (features/order/use-once-submission.ts). */
export function useRedeem(business: RedeemBusinessType) {
  const [placeRedeem] = usePlaceRedeemMutation();
  const [placeRedeemHope] = usePlaceRedeemHopeMutation();
  const place = business === 'Redeem' ? placeRedeem : placeRedeemHope;
  const findPlaced = useFindPlaced(isPlaced);
  return useOnceSubmission<RedeemChoice, RedeemBody, AcceptedRedemption>(place, redeemBody, findPlaced);
}
