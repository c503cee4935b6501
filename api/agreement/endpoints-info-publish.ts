import { api } from '@/api/core/base-api';
import { getCall, type Call } from '@/api/core/call';

import type { InfoPublishData, InfoPublishQuery } from './contract';

/** The notices read before buying (the product summary of a public fund). */
export const infoPublishApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 信息披露文件 GET /v1/agreement/infoPublish */
    fetchInfoPublish: build.query<InfoPublishData, Call<InfoPublishQuery>>({
      query: (arg) => getCall('/v1/agreement/infoPublish', arg),
    }),
  }),
});

export const { useLazyFetchInfoPublishQuery } = infoPublishApi;
