import { useMemo } from 'react';

import { useFetchCaptchaMutation, useVerifyCaptchaMutation } from '@/api/captcha/endpoints';
import { outcomeOf, readError, type Outcome } from '@/api/core/outcome';
import type { CaptchaChallenge } from '@/api/types';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

/** What the slider needs from the back office. */
export interface CaptchaCalls {
  /** A new puzzle; null when it could not be fetched (the dialog offers a retry). */
  fetchChallenge: () => Promise<CaptchaChallenge | null>;
  /** The captcha token for the position; `code` is the rounded distance, `slideMs` how long it took. */
  verify: (id: string, code: number, slideMs: number) => Promise<Outcome<string>>;
}

/** GET and POST /v1/auth/captcha, both quiet: the slider shows every failure itself. */
export function useCaptchaCalls(): CaptchaCalls {
  const [fetchCaptcha] = useFetchCaptchaMutation();
  const [verifyCaptcha] = useVerifyCaptchaMutation();
  return useMemo(
    () => ({
      fetchChallenge: async () => {
        const answer = outcomeOf(await fetchCaptcha({ silent: true }));
        return answer.ok ? answer.value : null;
      },
      verify: async (id, code, slideMs) => {
        const answer = await verifyCaptcha({ id, code, slideMs, silent: true });
        if (answer.error === undefined) return outcomeOf({ data: answer.data.token });
        const failure = readError(answer.error);
        // A wrong position is the slider's own 滑块验证码错误; other failures say what happened.
        return failure.state === RESPONSE_STATE.GRAPHIC_CODE_ERROR
          ? { ok: false, state: failure.state }
          : failure;
      },
    }),
    [fetchCaptcha, verifyCaptcha],
  );
}
