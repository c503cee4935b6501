import { useCallback } from 'react';

import { useFetchSecretMutation } from '@/api/auth/endpoints-key';
import { useChangePasswordMutation } from '@/api/password/endpoints';
import type { PasswordChangeOutcome, PasswordChangeValues } from '@/shared/components/password-change-dialog';
import { failureOf } from '@/shared/components/password-reset';

/** forge loads only if the investor has to change the password here. */
const loadCrypto = () => import(/* webpackChunkName: "index-crypto" */ '@/shared/crypto');

/** PUT /v1/auth/password (the one call allowed while 401001), both passwords encrypted with a fresh key. */
export function useChangePassword() {
  const [fetchSecret] = useFetchSecretMutation();
  const [changePassword] = useChangePasswordMutation();
  return useCallback(
    async ({ oldPassword, newPassword }: PasswordChangeValues): Promise<PasswordChangeOutcome> => {
      const [crypto, secret] = await Promise.all([loadCrypto(), fetchSecret({ silent: true })]);
      if (!('data' in secret) || !secret.data) return { ok: false, message: failureOf(secret).message };
      const { publicKey } = secret.data;
      const answer = await changePassword({
        oldPassword: crypto.encryptPassword(oldPassword, publicKey),
        newPassword: crypto.encryptPassword(newPassword, publicKey),
        silent: true,
      });
      return 'error' in answer ? { ok: false, message: failureOf(answer).message } : { ok: true };
    },
    [changePassword, fetchSecret],
  );
}
