import { api } from '@/api/core/base-api';
import { jsonCall, type Call } from '@/api/core/call';
import { TRADING_TAGS } from '@/api/core/session-tags';

import type {
  PurchaseBody,
  PurchaseData,
  PurchaseHopeBody,
  PurchaseHopeData,
  SubscriptionBody,
  SubscriptionData,
  TradingPoundageBody,
  TradingPoundageData,
} from './contract-orders';

/** An order POST: the body and the Idempotency-Key of its order intent (sent again unchanged on a retry). */
export type OrderCall<B> = Call<B> & { idempotencyKey: string };

function orderCall<B extends object>(url: string, { idempotencyKey, ...arg }: OrderCall<B>) {
  return { ...jsonCall<B>('POST', url, arg as Call<B>), headers: { 'Idempotency-Key': idempotencyKey } };
}

/** What a buying order makes stale: a fast-pay order also what its card paid today (the bank channel). */
const PAID_TAGS = [...TRADING_TAGS, 'BankCards' as const];

/** The buying orders and the fee preview: only the order page sends them. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 申购 POST /v1/order/purchase */
    placePurchase: build.mutation<PurchaseData, OrderCall<PurchaseBody>>({
      query: (arg) => orderCall('/v1/order/purchase', arg),
      invalidatesTags: PAID_TAGS,
    }),
    /** 认购 POST /v1/order/subscription */
    placeSubscription: build.mutation<SubscriptionData, OrderCall<SubscriptionBody>>({
      query: (arg) => orderCall('/v1/order/subscription', arg),
      invalidatesTags: PAID_TAGS,
    }),
    /** 预约申购 POST /v1/order/purchase/hope */
    placePurchaseHope: build.mutation<PurchaseHopeData, OrderCall<PurchaseHopeBody>>({
      query: (arg) => orderCall('/v1/order/purchase/hope', arg),
      invalidatesTags: PAID_TAGS,
    }),
    /** 费用试算 POST /v1/order/tradingPoundage */
    quoteTradingFee: build.mutation<TradingPoundageData, Call<TradingPoundageBody>>({
      query: (arg) => jsonCall('POST', '/v1/order/tradingPoundage', arg),
    }),
  }),
});

export const {
  usePlacePurchaseMutation,
  usePlaceSubscriptionMutation,
  usePlacePurchaseHopeMutation,
  useQuoteTradingFeeMutation,
} = ordersApi;
