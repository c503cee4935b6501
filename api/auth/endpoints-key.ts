import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { getEndpoint } from '@/api/core/call';

import type { SecretData } from './contract';

/**
 * A part of the auth domain of its own: every page that encrypts a password needs it, none of them all the
 * other auth calls. Key material is fetched right before each encryption (a mutation, never cached): a login must not
 * encrypt with a key the back office rotated since the page loaded.
 */
export const authKeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 密码加密公钥 GET /v1/auth/secret */
    fetchSecret: build.mutation<SecretData, Quietness | void>(getEndpoint('/v1/auth/secret')),
  }),
});

export const { useFetchSecretMutation } = authKeyApi;
