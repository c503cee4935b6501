import { useCallback, useRef } from 'react';

import { useSendSmsMutation, useValidateSmsMutation } from '@/api/sms/endpoints';
import type { LoginResult } from '@/api/types';
import type { SmsSendOutcome, SmsVerifyOutcome } from '@/shared/components/sms-dialog';

import { errorMessage } from './load-crypto';
import { LOGIN_TEXT } from './login-texts';

/**
 * The SMS login dialog's calls (spec §4 "SMS login dialog"): type 'login' rides on the pending-login cookie
 * of the answer without data; a validation without a nonce is 登录异常.
 */
export function useSmsLogin(onVerified: (result: LoginResult) => void, onClosed: () => void) {
  const [sendSms] = useSendSmsMutation();
  const [validateSms] = useValidateSmsMutation();
  const verified = useRef<LoginResult | null>(null);

  const send = useCallback(async (): Promise<SmsSendOutcome> => {
    const answer = await sendSms({ type: 'login', silent: true });
    if ('data' in answer) return { ok: true, maskedPhone: answer.data || undefined };
    return { ok: false, message: errorMessage(answer.error) };
  }, [sendSms]);

  const verify = useCallback(
    async (code: string): Promise<SmsVerifyOutcome> => {
      const answer = await validateSms({ code, silent: true });
      if ('error' in answer) return { ok: false, message: errorMessage(answer.error) };
      if (!answer.data?.nonce) return { ok: false, message: LOGIN_TEXT.loginAbnormal };
      verified.current = answer.data;
      return { ok: true };
    },
    [validateSms],
  );

  const onResult = useCallback(
    (success: boolean) => {
      const result = verified.current;
      verified.current = null;
      if (success && result) onVerified(result);
      else onClosed();
    },
    [onClosed, onVerified],
  );

  return { send, verify, onResult };
}
