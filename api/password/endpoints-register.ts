import { api } from '@/api/core/base-api';
import { jsonEndpoint, type Call } from '@/api/core/call';

import type { PasswordRegisterBody } from './contract';

/** Only Registered (consignment) users set a first login password; no login form needs it. */
export const passwordRegisterApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 注册用户设置登录密码 POST /v1/auth/password/register */
    registerPassword: build.mutation<null, Call<PasswordRegisterBody>>(
      jsonEndpoint('POST', '/v1/auth/password/register'),
    ),
  }),
});

export const { useRegisterPasswordMutation } = passwordRegisterApi;
