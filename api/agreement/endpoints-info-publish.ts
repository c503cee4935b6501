import { api } from '@/api/core/base-api';
import { getEndpoint, type Call } from '@/api/core/call';

import type { InfoPublishData, InfoPublishQuery } from './contract';

/** The notices read before buying (the product summary of a public fund). */
export const infoPublishApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 信息披露文件 GET /v1/agreement/infoPublish */
    fetchInfoPublish: build.query<InfoPublishData, Call<InfoPublishQuery>>(
      getEndpoint('/v1/agreement/infoPublish'),
    ),
  }),
});

export const { useLazyFetchInfoPublishQuery } = infoPublishApi;
