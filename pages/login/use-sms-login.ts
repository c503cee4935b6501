import { useCallback, useRef } from 'react';

import type { LoginResult } from '@/api/auth/contract';
import { outcomeOf, succeed, type Outcome } from '@/api/core/outcome';
import { useValidateSmsMutation } from '@/api/sms/endpoints';
import type { SmsDialogResult } from '@/features/sms';

import { LOGIN_TEXT } from './login-texts';

/**
 * The SMS login dialog's check (spec §4 "SMS login dialog"): the code of type 'login' (the dialog sends it
 * on the pending-login cookie of the answer without data); a validation without a nonce is 登录异常.
 */
export function useSmsLogin(onVerified: (result: LoginResult) => void, onClosed: () => void) {
  const [validateSms] = useValidateSmsMutation();
  const verified = useRef<LoginResult | null>(null);

  const verify = useCallback(
    async (code: string): Promise<Outcome> => {
      const answer = outcomeOf(await validateSms({ code, silent: true }));
      if (!answer.ok) return answer;
      if (!answer.value?.nonce) return { ok: false, message: LOGIN_TEXT.loginAbnormal };
      verified.current = answer.value;
      return succeed(null);
    },
    [validateSms],
  );

  const onResult = useCallback(
    ({ state }: SmsDialogResult) => {
      const result = verified.current;
      verified.current = null;
      if (state && result) onVerified(result);
      else onClosed();
    },
    [onClosed, onVerified],
  );

  return { verify, onResult };
}
