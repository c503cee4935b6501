import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { jsonEndpoint, type Call } from '@/api/core/call';

import type { CertificateData, MobileBody, TwoFactorBody, TwoFactorData } from './contract-centre';

/** The user centre's auth calls: the second factor, the phone change, the certificate's end date. */
export const authCentreApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 二次验证 POST /v1/auth/2fa */
    verifySecondFactor: build.mutation<TwoFactorData, Call<TwoFactorBody>>(
      jsonEndpoint('POST', '/v1/auth/2fa'),
    ),
    /** 修改手机号码 POST /v1/auth/mobile */
    changeMobile: build.mutation<string, Call<MobileBody>>(
      jsonEndpoint('POST', '/v1/auth/mobile', { invalidatesTags: ['User', 'UserCentre'] }),
    ),
    /** 证件有效期 POST /v1/auth/certificate */
    fetchCertificate: build.query<CertificateData, Quietness | void>(
      jsonEndpoint('POST', '/v1/auth/certificate', { providesTags: ['UserCentre'] }),
    ),
  }),
});

export const { useVerifySecondFactorMutation, useChangeMobileMutation, useFetchCertificateQuery } =
  authCentreApi;
