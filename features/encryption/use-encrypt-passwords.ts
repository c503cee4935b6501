import { useCallback } from 'react';

import { useFetchSecretMutation } from '@/api/auth/endpoints-key';
import { outcomeOf, succeed, type Outcome } from '@/api/core/outcome';

import { loadCrypto } from './load-crypto';

/**
 * Encrypts passwords with a key fetched right before (GET /v1/auth/secret, quietly: the screen says what
 * failed): a key the back office rotated since the page loaded is never used.
 */
export function useEncryptPasswords() {
  const [fetchSecret] = useFetchSecretMutation();
  return useCallback(
    async <K extends string>(passwords: Record<K, string>): Promise<Outcome<Record<K, string>>> => {
      const [crypto, answer] = await Promise.all([loadCrypto(), fetchSecret({ silent: true })]);
      const secret = outcomeOf(answer);
      if (!secret.ok) return secret;
      const entries = Object.entries<string>(passwords).map(([name, plain]) => [
        name,
        crypto.encryptPassword(plain, secret.value.publicKey),
      ]);
      return succeed(Object.fromEntries(entries) as Record<K, string>);
    },
    [fetchSecret],
  );
}
