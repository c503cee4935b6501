import { api } from '@/api/core/base-api';
import { jsonCall, type Call } from '@/api/core/call';

import type { AccountPasswordBody } from './contract';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 交易密码校验 POST /v1/account/password */
    verifyTradePassword: build.mutation<null, Call<AccountPasswordBody>>({
      query: (arg) => jsonCall('POST', '/v1/account/password', arg),
    }),
  }),
});

export const { useVerifyTradePasswordMutation } = accountApi;
