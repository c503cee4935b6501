import { api } from '@/api/core/base-api';
import { jsonCall, type Call } from '@/api/core/call';
import type { HybridPayload } from '@/api/core/contract';

import type { TradePasswordChangeBody, TradePasswordResetBody } from './contract';

/** A part of its own: the login page and the index shell change the login password, never the trade one. */
export const tradePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 修改交易密码 PUT /v1/auth/password/trade — plain body or the hybrid payload. */
    changeTradePassword: build.mutation<null, Call<TradePasswordChangeBody | HybridPayload>>({
      query: (arg) =>
        jsonCall<TradePasswordChangeBody | HybridPayload>('PUT', '/v1/auth/password/trade', arg),
    }),
    /** 重置交易密码 POST /v1/auth/password/trade — natural persons only. */
    resetTradePassword: build.mutation<null, Call<TradePasswordResetBody | HybridPayload>>({
      query: (arg) =>
        jsonCall<TradePasswordResetBody | HybridPayload>('POST', '/v1/auth/password/trade', arg),
    }),
  }),
});

export const { useChangeTradePasswordMutation, useResetTradePasswordMutation } = tradePasswordApi;
