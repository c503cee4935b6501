import { api } from '@/api/core/base-api';
import { jsonCall, type Call } from '@/api/core/call';
import type { HybridPayload, TradePasswordChangeRequest, TradePasswordResetRequest } from '@/api/types';

/** A part of its own: the login page and the index shell change the login password, never the trade one. */
export const tradePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 修改交易密码 PUT /v1/auth/password/trade — plain body or the hybrid payload. */
    changeTradePassword: build.mutation<null, Call<TradePasswordChangeRequest | HybridPayload>>({
      query: (arg) =>
        jsonCall<TradePasswordChangeRequest | HybridPayload>('PUT', '/v1/auth/password/trade', arg),
    }),
    /** 重置交易密码 POST /v1/auth/password/trade — natural persons only. */
    resetTradePassword: build.mutation<null, Call<TradePasswordResetRequest | HybridPayload>>({
      query: (arg) =>
        jsonCall<TradePasswordResetRequest | HybridPayload>('POST', '/v1/auth/password/trade', arg),
    }),
  }),
});

export const { useChangeTradePasswordMutation, useResetTradePasswordMutation } = tradePasswordApi;
