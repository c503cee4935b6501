import { api } from '@/api/core/base-api';
import { jsonEndpoint, type Call } from '@/api/core/call';

import type { AccountPasswordBody } from './contract';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 交易密码校验 POST /v1/account/password */
    verifyTradePassword: build.mutation<null, Call<AccountPasswordBody>>(
      jsonEndpoint('POST', '/v1/account/password'),
    ),
  }),
});

export const { useVerifyTradePasswordMutation } = accountApi;
