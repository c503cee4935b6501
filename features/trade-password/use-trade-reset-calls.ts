import { useMemo } from 'react';

import { outcomeOf, type Outcome } from '@/api/core/outcome';
import { useResetTradePasswordMutation } from '@/api/password/endpoints-trade';
import { useSendSmsMutation } from '@/api/sms/endpoints';
import { useHybridBody } from '@/features/encryption';

export interface TradeResetCalls {
  /** SMS of type resetTradePassword to the session's phone; the value is the masked phone. */
  sendSms: () => Promise<Outcome<string | null>>;
  reset: (idNo: string, smsCode: string, newPassword: string) => Promise<Outcome>;
}

/** POST /v1/auth/sms and POST /v1/auth/password/trade (hybrid body, the new password RSA-encrypted). */
export function useTradeResetCalls(): TradeResetCalls {
  const [sendSms] = useSendSmsMutation();
  const [resetTradePassword] = useResetTradePasswordMutation();
  const hybridBody = useHybridBody();
  return useMemo(
    () => ({
      sendSms: async () => outcomeOf(await sendSms({ type: 'resetTradePassword', silent: true })),
      reset: async (idNo, smsCode, newPassword) => {
        const body = await hybridBody((encrypt) => ({ idNo, smsCode, newPassword: encrypt(newPassword) }));
        if (!body.ok) return body;
        return outcomeOf(await resetTradePassword({ ...body.value, silent: true }));
      },
    }),
    [sendSms, resetTradePassword, hybridBody],
  );
}
