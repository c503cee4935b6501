import { useMemo } from 'react';

import { useFetchHybridKeyMutation } from '@/api/auth/endpoints-hybrid-key';
import { useFetchSecretMutation } from '@/api/auth/endpoints-key';
import { useResetTradePasswordMutation } from '@/api/password/endpoints-trade';
import { useSendSmsMutation } from '@/api/sms/endpoints';
import { hybridBody, outcomeOf, type CallOutcome } from '@/shared/components/password-reset';

export interface TradeResetCalls {
  /** SMS of type resetTradePassword to the session's phone; the value is the masked phone. */
  sendSms: () => Promise<CallOutcome<string>>;
  reset: (idNo: string, smsCode: string, newPassword: string) => Promise<CallOutcome>;
}

/** POST /v1/auth/sms and POST /v1/auth/password/trade (hybrid body, the new password RSA-encrypted). */
export function useTradeResetCalls(): TradeResetCalls {
  const [sendSms] = useSendSmsMutation();
  const [fetchSecret] = useFetchSecretMutation();
  const [fetchHybridKey] = useFetchHybridKeyMutation();
  const [resetTradePassword] = useResetTradePasswordMutation();
  return useMemo(
    () => ({
      sendSms: async () => outcomeOf<string>(await sendSms({ type: 'resetTradePassword', silent: true })),
      reset: async (idNo, smsCode, newPassword) => {
        const body = await hybridBody({ fetchSecret, fetchHybridKey }, (encrypt) => ({
          idNo,
          smsCode,
          newPassword: encrypt(newPassword),
        }));
        if (!body.ok) return body;
        const answer = await resetTradePassword({ ...body.value, silent: true });
        return outcomeOf<null>(answer);
      },
    }),
    [sendSms, fetchSecret, fetchHybridKey, resetTradePassword],
  );
}
