import type { TransitItem } from '@/api/account/contract-assets';
import type { BuyBusinessType, CapitalMode, DividendType, FeeMode } from '@/api/core/contract-trading';
import type { AcceptedOrder, PurchaseBody } from '@/api/order/contract-orders';
import {
  usePlacePurchaseHopeMutation,
  usePlacePurchaseMutation,
  usePlaceSubscriptionMutation,
} from '@/api/order/endpoints-orders';
import { sameIntent, useFindPlaced, useOnceSubmission } from '@/features/trade-kit';

/** What the investor chose on the form; the password comes from the trade-password dialog. */
export interface OrderChoice {
  fundCode: string;
  businessType: BuyBusinessType;
  tradeAccount: string;
  /** Yuan with exactly two places ('1000.00'). */
  applySum: string;
  capitalMode: CapitalMode;
  /** 快捷支付: the paying card's bank code and id. */
  bankNo?: string;
  bankAccount?: string;
  /** 收费方式: A front-end, B back-end (only where the fund offers it). */
  feeMode: FeeMode;
  /** 分红方式 chosen at purchase (the fund's default preselected; a money-market fund: 0 only). */
  dividendType?: DividendType;
  /** The suitability chain's written confirmations, one per dialog (features/suitability handoff). */
  confirmations?: PurchaseBody['confirmations'];
}

const purchaseBody = (
  { businessType: _business, ...fields }: OrderChoice,
  password: string,
): PurchaseBody => ({
  ...fields,
  password,
});

/** An order of this intent: same fund, trade account and amount, applied and not yet confirmed. */
const isPlaced = (order: TransitItem, body: PurchaseBody) => sameIntent(order, body, 'applySum');

/** A purchase, subscription or booked purchase, sent once (use-once-submission.ts). */
export function usePlaceOrder(businessType: BuyBusinessType) {
  const [placePurchase] = usePlacePurchaseMutation();
  const [placeSubscription] = usePlaceSubscriptionMutation();
  const [placePurchaseHope] = usePlacePurchaseHopeMutation();
  const place = { Purchase: placePurchase, Subscribe: placeSubscription, BookPurchase: placePurchaseHope }[
    businessType
  ];
  const findPlaced = useFindPlaced(isPlaced);
  return useOnceSubmission<OrderChoice, PurchaseBody, AcceptedOrder>(place, purchaseBody, findPlaced);
}
