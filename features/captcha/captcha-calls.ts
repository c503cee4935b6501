import { useMemo } from 'react';

import type { CaptchaData, TextCaptchaData } from '@/api/captcha/contract';
import {
  useFetchCaptchaMutation,
  useFetchTextCheckMutation,
  useVerifyCaptchaMutation,
  useVerifyTextCheckMutation,
} from '@/api/captcha/endpoints';
import { outcomeOf, readError, type Outcome } from '@/api/core/outcome';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

/** What the slider needs from the back office. */
export interface CaptchaCalls {
  /** A new puzzle; null when it could not be fetched (the dialog offers a retry). */
  fetchChallenge: () => Promise<CaptchaData | null>;
  /** The captcha token for the position; `code` is the rounded distance, `slideMs` how long it took. */
  verify: (id: string, code: number, slideMs: number) => Promise<Outcome<string>>;
  /** The text check, the alternative that needs no sight; without it the dialog offers the slider only. */
  textCheck?: TextCheckCalls;
}

/** What the text check needs: a question, and the token for its answer. */
export interface TextCheckCalls {
  /** A new question; null when it could not be fetched. */
  fetchQuestion: () => Promise<TextCaptchaData | null>;
  answer: (id: string, typed: string) => Promise<Outcome<string>>;
}

/** A failure as the dialogs show it: a wrong answer is the dialog's own words, others say what happened. */
function tokenOutcome(answer: { data: { token: string } } | { error: unknown }): Outcome<string> {
  if (!('error' in answer)) return outcomeOf({ data: answer.data.token });
  const failure = readError(answer.error);
  return failure.state === RESPONSE_STATE.GRAPHIC_CODE_ERROR ? { ok: false, state: failure.state } : failure;
}

/** GET and POST /v1/auth/captcha (and /text), all quiet: the dialogs show every failure themselves. */
export function useCaptchaCalls(): CaptchaCalls {
  const [fetchCaptcha] = useFetchCaptchaMutation();
  const [verifyCaptcha] = useVerifyCaptchaMutation();
  const [fetchTextCheck] = useFetchTextCheckMutation();
  const [verifyTextCheck] = useVerifyTextCheckMutation();
  return useMemo(
    () => ({
      fetchChallenge: async () => {
        const answer = outcomeOf(await fetchCaptcha({ silent: true }));
        return answer.ok ? answer.value : null;
      },
      // A wrong position is the slider's own 滑块验证码错误; other failures say what happened.
      verify: async (id, code, slideMs) =>
        tokenOutcome(await verifyCaptcha({ id, code, slideMs, silent: true })),
      textCheck: {
        fetchQuestion: async () => {
          const answer = outcomeOf(await fetchTextCheck({ silent: true }));
          return answer.ok ? answer.value : null;
        },
        answer: async (id, typed) => tokenOutcome(await verifyTextCheck({ id, answer: typed, silent: true })),
      },
    }),
    [fetchCaptcha, verifyCaptcha, fetchTextCheck, verifyTextCheck],
  );
}
