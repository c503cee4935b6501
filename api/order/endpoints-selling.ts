import { api } from '@/api/core/base-api';
import { getCall, jsonCall, type Call } from '@/api/core/call';
import { TRADING_TAGS } from '@/api/core/session-tags';

import type {
  CancelBody,
  CancelData,
  CancellableData,
  DividendChangeBody,
  DividendChangeData,
  DividendData,
  DividendQuery,
} from './contract-changes';
import type {
  RedeemableData,
  RedeemableQuery,
  RedeemBody,
  RedeemData,
  RedeemHopeBody,
  RedeemHopeData,
  RedeemQuoteData,
  RedeemQuoteQuery,
} from './contract-redeem';
import type { OrderCall } from './endpoints-orders';

function keyedCall<B extends object>(
  method: 'POST' | 'PUT',
  url: string,
  { idempotencyKey, ...arg }: OrderCall<B>,
) {
  return { ...jsonCall<B>(method, url, arg as Call<B>), headers: { 'Idempotency-Key': idempotencyKey } };
}

/** Selling and changing: the redeem pages' calls (each order call with its Idempotency-Key). */
export const sellingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 可赎回校验 GET /v1/order/redeemable */
    fetchRedeemable: build.query<RedeemableData, Call<RedeemableQuery>>({
      query: (arg) => getCall('/v1/order/redeemable', arg),
      providesTags: ['Holdings'],
    }),
    /** 赎回试算 GET /v1/order/redeemQuote */
    quoteRedemption: build.query<RedeemQuoteData, Call<RedeemQuoteQuery>>({
      query: (arg) => getCall('/v1/order/redeemQuote', arg),
      providesTags: ['Holdings'],
    }),
    /** 赎回 POST /v1/order/redeem */
    placeRedeem: build.mutation<RedeemData, OrderCall<RedeemBody>>({
      query: (arg) => keyedCall('POST', '/v1/order/redeem', arg),
      invalidatesTags: [...TRADING_TAGS],
    }),
    /** 预约赎回 POST /v1/order/redeem/hope */
    placeRedeemHope: build.mutation<RedeemHopeData, OrderCall<RedeemHopeBody>>({
      query: (arg) => keyedCall('POST', '/v1/order/redeem/hope', arg),
      invalidatesTags: [...TRADING_TAGS],
    }),
    /** 可撤单列表 GET /v1/order/cancel */
    fetchCancellableOrders: build.query<CancellableData, Call<object> | void>({
      query: (arg) => getCall('/v1/order/cancel', arg),
      providesTags: ['Orders'],
    }),
    /** 撤单 POST /v1/order/cancel */
    cancelOrder: build.mutation<CancelData, OrderCall<CancelBody>>({
      query: (arg) => keyedCall('POST', '/v1/order/cancel', arg),
      invalidatesTags: [...TRADING_TAGS],
    }),
    /** 分红方式 GET /v1/order/dividend */
    fetchDividendSettings: build.query<DividendData, Call<DividendQuery> | void>({
      query: (arg) => getCall('/v1/order/dividend', arg),
      providesTags: ['Holdings'],
    }),
    /** 修改分红方式 PUT /v1/order/dividend */
    changeDividend: build.mutation<DividendChangeData, OrderCall<DividendChangeBody>>({
      query: (arg) => keyedCall('PUT', '/v1/order/dividend', arg),
      invalidatesTags: [...TRADING_TAGS],
    }),
  }),
});

export const {
  useFetchRedeemableQuery,
  useQuoteRedemptionQuery,
  usePlaceRedeemMutation,
  usePlaceRedeemHopeMutation,
  useFetchCancellableOrdersQuery,
  useCancelOrderMutation,
  useFetchDividendSettingsQuery,
  useChangeDividendMutation,
} = sellingApi;
