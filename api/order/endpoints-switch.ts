import { api } from '@/api/core/base-api';
import { getCall, jsonCall, type Call } from '@/api/core/call';
import { TRADING_TAGS } from '@/api/core/session-tags';

import type {
  SwitchBody,
  SwitchData,
  SwitchQuoteData,
  SwitchQuoteQuery,
  SwitchTargetsData,
  SwitchTargetsQuery,
} from './contract-switch';
import type { OrderCall } from './endpoints-orders';

/** 基金转换: the funds a holding can go into, the fee preview and the switch (with its Idempotency-Key). */
export const switchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 可转换基金 GET /v1/order/switchTargets */
    fetchSwitchTargets: build.query<SwitchTargetsData, Call<SwitchTargetsQuery>>({
      query: (arg) => getCall('/v1/order/switchTargets', arg),
      providesTags: ['Holdings'],
    }),
    /** 转换试算 GET /v1/order/switchQuote */
    quoteSwitch: build.query<SwitchQuoteData, Call<SwitchQuoteQuery>>({
      query: (arg) => getCall('/v1/order/switchQuote', arg),
      providesTags: ['Holdings'],
    }),
    /** 基金转换 POST /v1/order/switch */
    placeSwitch: build.mutation<SwitchData, OrderCall<SwitchBody>>({
      query: ({ idempotencyKey, ...arg }) => ({
        ...jsonCall<SwitchBody>('POST', '/v1/order/switch', arg),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [...TRADING_TAGS],
    }),
  }),
});

export const { useFetchSwitchTargetsQuery, useQuoteSwitchQuery, usePlaceSwitchMutation } = switchApi;
