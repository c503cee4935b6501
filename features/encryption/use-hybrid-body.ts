import { useCallback } from 'react';

import { useFetchHybridKeyMutation } from '@/api/auth/endpoints-hybrid-key';
import { useFetchSecretMutation } from '@/api/auth/endpoints-key';
import type { HybridPayload } from '@/api/core/contract';
import { outcomeOf, succeed, type Outcome } from '@/api/core/outcome';

import { loadCrypto } from './load-crypto';

/**
 * Encrypts a body for the hybrid scheme: password fields RSA-encrypted with GET /v1/auth/secret's key, the
 * whole body then AES-GCM-encrypted under a key wrapped with GET /v1/auth/amWeb/rsa's material (single-use,
 * hence fetched per body). Both fetches are quiet: the screen says what failed.
 */
export function useHybridBody() {
  const [fetchSecret] = useFetchSecretMutation();
  const [fetchHybridKey] = useFetchHybridKeyMutation();
  return useCallback(
    async (build: (encrypt: (password: string) => string) => object): Promise<Outcome<HybridPayload>> => {
      const [crypto, secretAnswer, materialAnswer] = await Promise.all([
        loadCrypto(),
        fetchSecret({ silent: true }),
        fetchHybridKey({ silent: true }),
      ]);
      const secret = outcomeOf(secretAnswer);
      if (!secret.ok) return secret;
      const material = outcomeOf(materialAnswer);
      if (!material.ok) return material;
      const body = build((password) => crypto.encryptPassword(password, secret.value.publicKey));
      return succeed(crypto.encryptHybrid(body, material.value));
    },
    [fetchSecret, fetchHybridKey],
  );
}
