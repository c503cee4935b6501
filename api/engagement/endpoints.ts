import { api } from '@/api/core/base-api';
import { getEndpoint, jsonEndpoint, type Call } from '@/api/core/call';

import type { EngagementSignBody, EngagementStatusData, EngagementStatusQuery } from './contract';

/** The e-signature engagement (电子签名约定书) a private product's signing needs first. */
export const engagementApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 电子签名约定书状态 GET /v1/engagement/status */
    fetchEngagementStatus: build.query<EngagementStatusData, Call<EngagementStatusQuery> | void>(
      getEndpoint('/v1/engagement/status'),
    ),
    /** 签署电子签名约定书 POST /v1/engagement/sign */
    signEngagement: build.mutation<null, Call<EngagementSignBody> | void>(
      jsonEndpoint('POST', '/v1/engagement/sign', { invalidatesTags: ['Signatures'] }),
    ),
  }),
});

export const { useLazyFetchEngagementStatusQuery, useSignEngagementMutation } = engagementApi;
