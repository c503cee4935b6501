import { useMemo } from 'react';

import { useFetchSecretMutation } from '@/api/auth-key';
import { useFetchCaptchaMutation, useVerifyCaptchaMutation } from '@/api/captcha';
import { useFetchHybridKeyMutation } from '@/api/hybrid-key';
import { useResetPasswordMutation } from '@/api/password';
import { useSendSmsMutation } from '@/api/sms';
import { loginResetCalls, type LoginResetCalls } from '@/shared/components/password-reset';

/** The login-password reset's calls wired to the API slice (slider, SMS, keys, POST /v1/auth/password). */
export function useLoginResetCalls(): LoginResetCalls {
  const [fetchCaptcha] = useFetchCaptchaMutation();
  const [verifyCaptcha] = useVerifyCaptchaMutation();
  const [sendSms] = useSendSmsMutation();
  const [fetchSecret] = useFetchSecretMutation();
  const [fetchHybridKey] = useFetchHybridKeyMutation();
  const [resetPassword] = useResetPasswordMutation();
  return useMemo(
    () =>
      loginResetCalls({ fetchCaptcha, verifyCaptcha, sendSms, fetchSecret, fetchHybridKey, resetPassword }),
    [fetchCaptcha, verifyCaptcha, sendSms, fetchSecret, fetchHybridKey, resetPassword],
  );
}
