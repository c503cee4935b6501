import { api } from '@/api/core/base-api';
import { jsonEndpoint, type Call } from '@/api/core/call';

import type { SignInfoPublishBody } from './contract';

/** The trading area signs fund notices; the login page signs only the privacy agreement (endpoints.ts): a part of its own. */
export const noticeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 签署信息披露公告 POST /v1/agreement/signInfoPublish */
    signNotice: build.mutation<null, Call<SignInfoPublishBody>>(
      jsonEndpoint('POST', '/v1/agreement/signInfoPublish', { invalidatesTags: ['Signatures'] }),
    ),
  }),
});

export const { useSignNoticeMutation } = noticeApi;
