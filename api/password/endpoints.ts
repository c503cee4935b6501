import { api } from '@/api/core/base-api';
import { jsonCall, jsonEndpoint, type Call } from '@/api/core/call';
import type { HybridPayload } from '@/api/core/contract';

import type { PasswordChangeBody, PasswordResetBody } from './contract';

export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 修改登录密码 PUT /v1/auth/password — the only call allowed while 401001. */
    changePassword: build.mutation<null, Call<PasswordChangeBody>>(jsonEndpoint('PUT', '/v1/auth/password')),
    /** 重置登录密码 POST /v1/auth/password — plain body or the hybrid payload. */
    resetPassword: build.mutation<null, Call<PasswordResetBody | HybridPayload>>({
      query: (arg) => jsonCall<PasswordResetBody | HybridPayload>('POST', '/v1/auth/password', arg),
    }),
  }),
});

export const { useChangePasswordMutation, useResetPasswordMutation } = passwordApi;
