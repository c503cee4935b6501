import { useMemo } from 'react';

import { outcomeOf, type Outcome } from '@/api/core/outcome';
import { useResetPasswordMutation } from '@/api/password/endpoints';
import { useSendSmsMutation } from '@/api/sms/endpoints';
import { useHybridBody } from '@/features/encryption';

import type { ResetIdentity } from './types';

export interface LoginResetCalls {
  /**
   * SMS of type resetPassword to the account's bound phone. The value is null: the back office names no phone
   * to a caller who has proven nothing yet (an older one may still answer the masked phone).
   */
  sendSms: (captchaToken: string, identity: ResetIdentity) => Promise<Outcome<string | null>>;
  /** The reset itself, the new password still in plain text (encrypted here, in a hybrid body). */
  resetPassword: (identity: ResetIdentity, smsCode: string, newPassword: string) => Promise<Outcome>;
}

/** POST /v1/auth/sms and POST /v1/auth/password, all quiet: the reset's screens say what failed. */
export function useLoginResetCalls(): LoginResetCalls {
  const [sendSms] = useSendSmsMutation();
  const [resetPassword] = useResetPasswordMutation();
  const hybridBody = useHybridBody();
  return useMemo(
    () => ({
      sendSms: async (token, identity) => {
        const extras: Record<string, string> = { loginType: identity.loginType, account: identity.account };
        if (identity.orgAccountType) extras.orgAccountType = identity.orgAccountType;
        return outcomeOf(await sendSms({ type: 'resetPassword', token, extras, silent: true }));
      },
      resetPassword: async (identity, smsCode, newPassword) => {
        const body = await hybridBody((encrypt) => ({
          ...identity,
          smsCode,
          newPassword: encrypt(newPassword),
        }));
        if (!body.ok) return body;
        return outcomeOf(await resetPassword({ ...body.value, silent: true }));
      },
    }),
    [sendSms, resetPassword, hybridBody],
  );
}
