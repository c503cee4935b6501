import type { LoginResult } from '@/api/auth/contract';
import { api } from '@/api/core/base-api';
import { jsonCall, jsonEndpoint, type Call } from '@/api/core/call';
import { SESSION_TAGS } from '@/api/core/session-tags';

import type { SmsSendBody, SmsValidateBody } from './contract';

export const smsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 发送短信验证码 POST /v1/auth/sms — data is the masked phone (null for resetPassword). */
    sendSms: build.mutation<string | null, Call<SmsSendBody>>(jsonEndpoint('POST', '/v1/auth/sms')),
    /**
     * 短信登录校验 POST /v1/auth/sms/validate — quiet: the SMS dialog shows 登录异常 or the server message
     * itself.
     */
    validateSms: build.mutation<LoginResult | null, Call<SmsValidateBody>>({
      query: (arg) => jsonCall('POST', '/v1/auth/sms/validate', arg),
      extraOptions: { silent: true },
      invalidatesTags: [...SESSION_TAGS],
    }),
  }),
});

export const { useSendSmsMutation, useValidateSmsMutation } = smsApi;
