import type { GwTokenCheckRequest } from '@/api/types';

import { api } from './core/base-api';
import { jsonCall, type Call } from './core/call';
import { SESSION_TAGS } from './core/session-tags';

export const gatewayApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 顾问网关令牌校验 POST /v1/auth/gwtoken/check — true also starts the adviser's session. */
    checkGatewayToken: build.mutation<boolean, Call<GwTokenCheckRequest>>({
      query: (arg) => jsonCall('POST', '/v1/auth/gwtoken/check', arg),
      invalidatesTags: [...SESSION_TAGS],
    }),
  }),
});

export const { useCheckGatewayTokenMutation } = gatewayApi;
