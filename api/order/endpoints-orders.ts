import { api } from '@/api/core/base-api';
import { jsonEndpoint, type Call } from '@/api/core/call';
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
import { orderEndpoint, type OrderCall } from './order-call';

/** What a buying order makes stale: a fast-pay order also what its card paid today (the bank channel). */
const PAID_TAGS = [...TRADING_TAGS, 'BankCards' as const];

/** The buying orders and the fee preview: only the order page sends them. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 申购 POST /v1/order/purchase */
    placePurchase: build.mutation<PurchaseData, OrderCall<PurchaseBody>>(
      orderEndpoint('POST', '/v1/order/purchase', { invalidatesTags: PAID_TAGS }),
    ),
    /** 认购 POST /v1/order/subscription */
    placeSubscription: build.mutation<SubscriptionData, OrderCall<SubscriptionBody>>(
      orderEndpoint('POST', '/v1/order/subscription', { invalidatesTags: PAID_TAGS }),
    ),
    /** 预约申购 POST /v1/order/purchase/hope */
    placePurchaseHope: build.mutation<PurchaseHopeData, OrderCall<PurchaseHopeBody>>(
      orderEndpoint('POST', '/v1/order/purchase/hope', { invalidatesTags: PAID_TAGS }),
    ),
    /** 费用试算 POST /v1/order/tradingPoundage */
    quoteTradingFee: build.mutation<TradingPoundageData, Call<TradingPoundageBody>>(
      jsonEndpoint('POST', '/v1/order/tradingPoundage'),
    ),
  }),
});

export const {
  usePlacePurchaseMutation,
  usePlaceSubscriptionMutation,
  usePlacePurchaseHopeMutation,
  useQuoteTradingFeeMutation,
} = ordersApi;
