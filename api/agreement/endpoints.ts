import { api } from '@/api/core/base-api';
import { jsonEndpoint, type Call } from '@/api/core/call';

import type { AgreementSignBody } from './contract';

export const agreementApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 签署协议 POST /v1/agreement/sign — the login flow calls it with `silent` and waits at most 1 s. */
    signAgreement: build.mutation<null, Call<AgreementSignBody>>(
      jsonEndpoint('POST', '/v1/agreement/sign', { invalidatesTags: ['Signatures'] }),
    ),
  }),
});

export const { useSignAgreementMutation } = agreementApi;
