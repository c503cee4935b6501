import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { getCall, jsonCall, type Call } from '@/api/core/call';
import type { CaptchaChallenge, CaptchaVerifyRequest, CaptchaVerifyResult } from '@/api/types';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

export const captchaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 滑块验证码图片 GET /v1/auth/captcha — a mutation: every challenge is new and used once. */
    fetchCaptcha: build.mutation<CaptchaChallenge, Quietness | void>({
      query: (arg) => getCall('/v1/auth/captcha', arg),
    }),
    /** 滑块验证 POST /v1/auth/captcha */
    verifyCaptcha: build.mutation<CaptchaVerifyResult, Call<CaptchaVerifyRequest>>({
      query: (arg) => jsonCall('POST', '/v1/auth/captcha', arg),
      // The slider shows 滑块验证码错误 itself and offers a new puzzle.
      extraOptions: { silentStates: [RESPONSE_STATE.GRAPHIC_CODE_ERROR] },
    }),
  }),
});

export const { useFetchCaptchaMutation, useVerifyCaptchaMutation } = captchaApi;
