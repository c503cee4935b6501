import { useCallback } from 'react';

import { useFetchSecretMutation } from '@/api/auth/endpoints-key';
import { useChangePasswordMutation } from '@/api/password/endpoints';
import type { PasswordChangeOutcome, PasswordChangeValues } from '@/shared/components/password-change-dialog';
import { showToast } from '@/shared/ui';

import { errorMessage, loadCrypto } from './load-crypto';

const CHANGED = '登录密码修改成功';

/** PUT /v1/auth/password with both passwords encrypted by a fresh key (the only call allowed while 401001). */
export function usePasswordChange() {
  const [fetchSecret] = useFetchSecretMutation();
  const [changePassword] = useChangePasswordMutation();

  return useCallback(
    async ({ oldPassword, newPassword }: PasswordChangeValues): Promise<PasswordChangeOutcome> => {
      const [crypto, secret] = await Promise.all([loadCrypto(), fetchSecret({ silent: true })]);
      if (!('data' in secret) || !secret.data) return { ok: false, message: errorMessage(secret.error) };
      const { publicKey } = secret.data;
      const answer = await changePassword({
        oldPassword: crypto.encryptPassword(oldPassword, publicKey),
        newPassword: crypto.encryptPassword(newPassword, publicKey),
        silent: true,
      });
      if ('error' in answer) return { ok: false, message: errorMessage(answer.error) };
      showToast(CHANGED, 'success');
      return { ok: true };
    },
    [changePassword, fetchSecret],
  );
}
