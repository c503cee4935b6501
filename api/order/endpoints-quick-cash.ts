import { api } from '@/api/core/base-api';
import { getEndpoint, type Call } from '@/api/core/call';
import { TRADING_TAGS } from '@/api/core/session-tags';

import type { QuickCashBody, QuickCashData, QuickCashDone, QuickCashQuery } from './contract-quick-cash';
import { orderEndpoint, type OrderCall } from './order-call';

/** 快速取现 (T+0): what is left today and the withdrawal (with its Idempotency-Key). */
export const quickCashApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 快速取现额度 GET /v1/order/quickCash */
    fetchQuickCash: build.query<QuickCashData, Call<QuickCashQuery>>(
      getEndpoint('/v1/order/quickCash', { providesTags: ['Holdings'] }),
    ),
    /** 快速取现 POST /v1/order/quickCash */
    placeQuickCash: build.mutation<QuickCashDone, OrderCall<QuickCashBody>>(
      orderEndpoint('POST', '/v1/order/quickCash', { invalidatesTags: [...TRADING_TAGS] }),
    ),
  }),
});

export const { useFetchQuickCashQuery, usePlaceQuickCashMutation } = quickCashApi;
