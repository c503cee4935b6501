import { useMemo } from 'react';

import { useFetchHybridKeyMutation } from '@/api/auth/endpoints-hybrid-key';
import { useFetchSecretMutation } from '@/api/auth/endpoints-key';
import { useResetPasswordMutation } from '@/api/password/endpoints';
import { useSendSmsMutation } from '@/api/sms/endpoints';
import { loginResetCalls, type LoginResetCalls } from '@/shared/components/password-reset';

/** The login-password reset's calls wired to the API slice (slider, SMS, keys, POST /v1/auth/password). */
export function useLoginResetCalls(): LoginResetCalls {
  const [sendSms] = useSendSmsMutation();
  const [fetchSecret] = useFetchSecretMutation();
  const [fetchHybridKey] = useFetchHybridKeyMutation();
  const [resetPassword] = useResetPasswordMutation();
  return useMemo(
    () => loginResetCalls({ sendSms, fetchSecret, fetchHybridKey, resetPassword }),
    [sendSms, fetchSecret, fetchHybridKey, resetPassword],
  );
}
