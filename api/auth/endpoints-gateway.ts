import { api } from '@/api/core/base-api';
import { jsonEndpoint, type Call } from '@/api/core/call';
import { SESSION_TAGS } from '@/api/core/session-tags';

import type { GwTokenCheckBody } from './contract';

/** A part of its own: only gwlogin.html checks an adviser token. */
export const gatewayApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 顾问网关令牌校验 POST /v1/auth/gwtoken/check — true also starts the adviser's session. */
    checkGatewayToken: build.mutation<boolean, Call<GwTokenCheckBody>>(
      jsonEndpoint('POST', '/v1/auth/gwtoken/check', { invalidatesTags: [...SESSION_TAGS] }),
    ),
  }),
});

export const { useCheckGatewayTokenMutation } = gatewayApi;
