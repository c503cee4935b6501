import { api } from '@/api/core/base-api';
import { getCall, type Call } from '@/api/core/call';

import type { OrderDetailData, OrderDetailQuery } from './contract-detail';

/** One order's detail page: its own small set of endpoints. */
export const orderDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 订单详情 GET /v1/order/detail */
    fetchOrderDetail: build.query<OrderDetailData, Call<OrderDetailQuery>>({
      query: (arg) => getCall('/v1/order/detail', arg),
      // An order, a cancel or the batch changes it; every order call invalidates Orders.
      providesTags: ['Orders', 'Transit'],
    }),
  }),
});

export const { useFetchOrderDetailQuery } = orderDetailApi;
