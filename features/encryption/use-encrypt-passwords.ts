import { useCallback } from 'react';

import { useFetchSecretMutation } from '@/api/auth/endpoints-key';
import { CLIENT_MESSAGES } from '@/api/core/api-error';
import { outcomeOf, succeed, type Outcome } from '@/api/core/outcome';
import { CLIENT_STATE } from '@/shared/enums/response-state';
import { waitUntilOnline } from '@/shared/network';

import { loadCrypto } from './load-crypto';

/**
 * Encrypts passwords with a key fetched right before (GET /v1/auth/secret, quietly: the screen says what
 * failed): a key the back office rotated since the page loaded is never used. It is the first step of a
 * write: offline, it waits for the network (issue 29); a crypto chunk that fails to load is a network failure
 * the screen shows, never a dialog left working forever.
 */
export function useEncryptPasswords() {
  const [fetchSecret] = useFetchSecretMutation();
  return useCallback(
    async <K extends string>(passwords: Record<K, string>): Promise<Outcome<Record<K, string>>> => {
      await waitUntilOnline();
      const [crypto, answer] = await Promise.all([
        loadCrypto().catch(() => undefined),
        fetchSecret({ silent: true }),
      ]);
      if (!crypto) return { ok: false, state: CLIENT_STATE.NETWORK, message: CLIENT_MESSAGES.network };
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
