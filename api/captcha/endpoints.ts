import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { getEndpoint, jsonCall, type Call } from '@/api/core/call';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type {
  CaptchaData,
  CaptchaVerifyBody,
  CaptchaVerifyData,
  TextCaptchaData,
  TextCaptchaVerifyBody,
} from './contract';

export const captchaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 滑块验证码图片 GET /v1/auth/captcha — a mutation: every challenge is new and used once. */
    fetchCaptcha: build.mutation<CaptchaData, Quietness | void>(getEndpoint('/v1/auth/captcha')),
    /** 滑块验证 POST /v1/auth/captcha */
    verifyCaptcha: build.mutation<CaptchaVerifyData, Call<CaptchaVerifyBody>>({
      query: (arg) => jsonCall('POST', '/v1/auth/captcha', arg),
      // The slider shows 滑块验证码错误 itself and offers a new puzzle.
      extraOptions: { silentStates: [RESPONSE_STATE.GRAPHIC_CODE_ERROR] },
    }),
    /** 文字验证题 GET /v1/auth/captcha/text — the slider's alternative; a mutation like the picture. */
    fetchTextCheck: build.mutation<TextCaptchaData, Quietness | void>(getEndpoint('/v1/auth/captcha/text')),
    /** 文字验证 POST /v1/auth/captcha/text */
    verifyTextCheck: build.mutation<CaptchaVerifyData, Call<TextCaptchaVerifyBody>>({
      query: (arg) => jsonCall('POST', '/v1/auth/captcha/text', arg),
      extraOptions: { silentStates: [RESPONSE_STATE.GRAPHIC_CODE_ERROR] },
    }),
  }),
});

export const {
  useFetchCaptchaMutation,
  useVerifyCaptchaMutation,
  useFetchTextCheckMutation,
  useVerifyTextCheckMutation,
} = captchaApi;
