import type { AgreementSignRequest, NoticeSignRequest } from '@/api/types';

import { api } from './base-api';
import { jsonCall, type Call } from './call';

export const agreementApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 签署协议 POST /v1/agreement/sign — the login flow calls it with `silent` and waits at most 1 s. */
    signAgreement: build.mutation<null, Call<AgreementSignRequest>>({
      query: (arg) => jsonCall('POST', '/v1/agreement/sign', arg),
    }),
    /** 签署信息披露公告 POST /v1/agreement/signInfoPublish */
    signNotice: build.mutation<null, Call<NoticeSignRequest>>({
      query: (arg) => jsonCall('POST', '/v1/agreement/signInfoPublish', arg),
    }),
  }),
});

export const { useSignAgreementMutation, useSignNoticeMutation } = agreementApi;
