import { api } from '@/api/core/base-api';
import { getEndpoint, type Call } from '@/api/core/call';
import { TRADING_TAGS } from '@/api/core/session-tags';

import type {
  SwitchBody,
  SwitchData,
  SwitchQuoteData,
  SwitchQuoteQuery,
  SwitchTargetsData,
  SwitchTargetsQuery,
} from './contract-switch';
import { orderEndpoint, type OrderCall } from './order-call';

/** 基金转换: the funds a holding can go into, the fee preview and the switch (with its Idempotency-Key). */
export const switchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 可转换基金 GET /v1/order/switchTargets */
    fetchSwitchTargets: build.query<SwitchTargetsData, Call<SwitchTargetsQuery>>(
      getEndpoint('/v1/order/switchTargets', { providesTags: ['Holdings'] }),
    ),
    /** 转换试算 GET /v1/order/switchQuote */
    quoteSwitch: build.query<SwitchQuoteData, Call<SwitchQuoteQuery>>(
      getEndpoint('/v1/order/switchQuote', { providesTags: ['Holdings'] }),
    ),
    /** 基金转换 POST /v1/order/switch */
    placeSwitch: build.mutation<SwitchData, OrderCall<SwitchBody>>(
      orderEndpoint('POST', '/v1/order/switch', { invalidatesTags: [...TRADING_TAGS] }),
    ),
  }),
});

export const { useFetchSwitchTargetsQuery, useQuoteSwitchQuery, usePlaceSwitchMutation } = switchApi;
