import type { LoginResult, SmsSendRequest, SmsValidateRequest } from '@/api/types';

import { api } from './core/base-api';
import { jsonCall, type Call } from './core/call';
import { SESSION_TAGS } from './core/session-tags';

export const smsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 发送短信验证码 POST /v1/auth/sms — data is the masked phone. */
    sendSms: build.mutation<string, Call<SmsSendRequest>>({
      query: (arg) => jsonCall('POST', '/v1/auth/sms', arg),
    }),
    /**
     * 短信登录校验 POST /v1/auth/sms/validate — quiet: the SMS dialog shows 登录异常 or the server message
     * itself.
     */
    validateSms: build.mutation<LoginResult | null, Call<SmsValidateRequest>>({
      query: (arg) => jsonCall('POST', '/v1/auth/sms/validate', arg),
      extraOptions: { silent: true },
      invalidatesTags: [...SESSION_TAGS],
    }),
  }),
});

export const { useSendSmsMutation, useValidateSmsMutation } = smsApi;
