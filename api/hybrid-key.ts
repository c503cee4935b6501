import type { HybridKeyResult } from '@/api/types';

import type { Quietness } from './core/api-error';
import { api } from './core/base-api';
import { getCall } from './core/call';

export const hybridKeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 混合加密密钥 GET /v1/auth/amWeb/rsa — a mutation: the waitId is single-use. */
    fetchHybridKey: build.mutation<HybridKeyResult, Quietness | void>({
      query: (arg) => getCall('/v1/auth/amWeb/rsa', arg),
    }),
  }),
});

export const { useFetchHybridKeyMutation } = hybridKeyApi;
