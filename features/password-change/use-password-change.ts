import { useCallback } from 'react';

import { outcomeOf, type Outcome } from '@/api/core/outcome';
import { useChangePasswordMutation } from '@/api/password/endpoints';
import { useEncryptPasswords } from '@/features/encryption';

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
}

/**
 * PUT /v1/auth/password (the only call allowed while 401001), both passwords encrypted with a fresh key;
 * quiet, the dialog shows a failure itself. The one password change of the login page and the index shell.
 */
export function usePasswordChange() {
  const encrypt = useEncryptPasswords();
  const [changePassword] = useChangePasswordMutation();
  return useCallback(
    async (values: PasswordChangeValues): Promise<Outcome> => {
      const encrypted = await encrypt({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      if (!encrypted.ok) return encrypted;
      return outcomeOf(await changePassword({ ...encrypted.value, silent: true }));
    },
    [changePassword, encrypt],
  );
}
