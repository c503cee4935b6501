import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { getEndpoint } from '@/api/core/call';

import type { HybridKeyData } from './contract';

/** A part of its own: only the pages that send a hybrid body (the resets) need it. */
export const hybridKeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 混合加密密钥 GET /v1/auth/amWeb/rsa — a mutation: the waitId is single-use. */
    fetchHybridKey: build.mutation<HybridKeyData, Quietness | void>(getEndpoint('/v1/auth/amWeb/rsa')),
  }),
});

export const { useFetchHybridKeyMutation } = hybridKeyApi;
