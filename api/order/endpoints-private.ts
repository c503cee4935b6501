import { api } from '@/api/core/base-api';
import { getEndpoint, jsonEndpoint, type Call } from '@/api/core/call';
import { TRADING_TAGS } from '@/api/core/session-tags';

import type {
  PrivateOrderData,
  PrivateOrderListData,
  PrivateOrderListQuery,
  PrivateOrderQuery,
  PrivateWithdrawBody,
  PrivateWithdrawData,
  VisitAnswerBody,
  VisitAnswerData,
  VisitData,
  VisitQuery,
} from './contract-private';

/** A private order after it is placed: cooling-off, 解除合同, return visit (the order page and the records). */
export const privateOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 私募订单 GET /v1/order/private */
    fetchPrivateOrder: build.query<PrivateOrderData, Call<PrivateOrderQuery>>(
      getEndpoint('/v1/order/private', { providesTags: ['Orders'] }),
    ),
    /** 私募订单列表 GET /v1/order/private/list */
    fetchPrivateOrders: build.query<PrivateOrderListData, Call<PrivateOrderListQuery> | void>(
      getEndpoint('/v1/order/private/list', { providesTags: ['Orders'] }),
    ),
    /** 解除合同 POST /v1/order/private/withdraw */
    withdrawPrivateOrder: build.mutation<PrivateWithdrawData, Call<PrivateWithdrawBody>>(
      jsonEndpoint('POST', '/v1/order/private/withdraw', { invalidatesTags: [...TRADING_TAGS] }),
    ),
    /** 回访问卷 GET /v1/order/private/visit */
    fetchVisit: build.query<VisitData, Call<VisitQuery>>(
      getEndpoint('/v1/order/private/visit', { providesTags: ['Orders'] }),
    ),
    /** 提交回访 POST /v1/order/private/visit */
    answerVisit: build.mutation<VisitAnswerData, Call<VisitAnswerBody>>(
      jsonEndpoint('POST', '/v1/order/private/visit', { invalidatesTags: [...TRADING_TAGS] }),
    ),
  }),
});

export const {
  useFetchPrivateOrderQuery,
  useFetchPrivateOrdersQuery,
  useWithdrawPrivateOrderMutation,
  useFetchVisitQuery,
  useAnswerVisitMutation,
} = privateOrdersApi;
