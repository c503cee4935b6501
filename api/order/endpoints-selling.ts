import { api } from '@/api/core/base-api';
import { getEndpoint, type Call } from '@/api/core/call';
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
import { orderEndpoint, type OrderCall } from './order-call';

/** Selling and changing: the redeem pages' calls (each order call with its Idempotency-Key). */
export const sellingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 可赎回校验 GET /v1/order/redeemable */
    fetchRedeemable: build.query<RedeemableData, Call<RedeemableQuery>>(
      getEndpoint('/v1/order/redeemable', { providesTags: ['Holdings'] }),
    ),
    /** 赎回试算 GET /v1/order/redeemQuote */
    quoteRedemption: build.query<RedeemQuoteData, Call<RedeemQuoteQuery>>(
      getEndpoint('/v1/order/redeemQuote', { providesTags: ['Holdings'] }),
    ),
    /** 赎回 POST /v1/order/redeem */
    placeRedeem: build.mutation<RedeemData, OrderCall<RedeemBody>>(
      orderEndpoint('POST', '/v1/order/redeem', { invalidatesTags: [...TRADING_TAGS] }),
    ),
    /** 预约赎回 POST /v1/order/redeem/hope */
    placeRedeemHope: build.mutation<RedeemHopeData, OrderCall<RedeemHopeBody>>(
      orderEndpoint('POST', '/v1/order/redeem/hope', { invalidatesTags: [...TRADING_TAGS] }),
    ),
    /** 可撤单列表 GET /v1/order/cancel */
    fetchCancellableOrders: build.query<CancellableData, Call<object> | void>(
      getEndpoint('/v1/order/cancel', { providesTags: ['Orders'] }),
    ),
    /** 撤单 POST /v1/order/cancel */
    cancelOrder: build.mutation<CancelData, OrderCall<CancelBody>>(
      orderEndpoint('POST', '/v1/order/cancel', { invalidatesTags: [...TRADING_TAGS] }),
    ),
    /** 分红方式 GET /v1/order/dividend */
    fetchDividendSettings: build.query<DividendData, Call<DividendQuery> | void>(
      getEndpoint('/v1/order/dividend', { providesTags: ['Holdings'] }),
    ),
    /** 修改分红方式 PUT /v1/order/dividend */
    changeDividend: build.mutation<DividendChangeData, OrderCall<DividendChangeBody>>(
      orderEndpoint('PUT', '/v1/order/dividend', { invalidatesTags: [...TRADING_TAGS] }),
    ),
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
