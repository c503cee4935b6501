import { useCallback } from 'react';

import { useFetchCaptchaMutation, useVerifyCaptchaMutation } from '@/api/captcha/endpoints';
import { isApiError } from '@/api/core/api-error';
import type { CaptchaChallengeData, CaptchaVerifyOutcome } from '@/shared/components/slider-captcha';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

/** The slider captcha's props wired to GET and POST /v1/auth/captcha (the slider shows failures itself). */
export function useCaptchaApi() {
  const [fetchCaptcha] = useFetchCaptchaMutation();
  const [verifyCaptcha] = useVerifyCaptchaMutation();

  const fetchChallenge = useCallback(async (): Promise<CaptchaChallengeData | null> => {
    const answer = await fetchCaptcha({ silent: true });
    return 'data' in answer && answer.data ? answer.data : null;
  }, [fetchCaptcha]);

  const verify = useCallback(
    async (id: string, code: number, slideMs: number): Promise<CaptchaVerifyOutcome> => {
      const answer = await verifyCaptcha({ id, code, slideMs, silent: true });
      if ('data' in answer && answer.data) return { ok: true, token: answer.data.token };
      const error = 'error' in answer ? answer.error : undefined;
      // A wrong position is the slider's own 滑块验证码错误; anything else (network, timeout) says what happened.
      const wrongPosition = isApiError(error) && error.state === RESPONSE_STATE.GRAPHIC_CODE_ERROR;
      return { ok: false, message: !wrongPosition && isApiError(error) ? error.message : undefined };
    },
    [verifyCaptcha],
  );

  return { fetchChallenge, verify };
}
