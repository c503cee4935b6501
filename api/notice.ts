import type { NoticeSignRequest } from '@/api/types';

import { api } from './core/base-api';
import { jsonCall, type Call } from './core/call';

/** The trading area signs fund notices; the login page signs only the privacy agreement (agreement.ts). */
export const noticeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 签署信息披露公告 POST /v1/agreement/signInfoPublish */
    signNotice: build.mutation<null, Call<NoticeSignRequest>>({
      query: (arg) => jsonCall('POST', '/v1/agreement/signInfoPublish', arg),
    }),
  }),
});

export const { useSignNoticeMutation } = noticeApi;
