import { api } from '@/api/core/base-api';
import { getEndpoint, type Call } from '@/api/core/call';

import type { FundContractData, FundContractQuery } from './contract-documents';

/** 产品详情's documents: a private plan's depend on the investor's certification (the User tag). */
export const fundDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 基金档案 GET /v1/fund/contract */
    fetchFundDocuments: build.query<FundContractData, Call<FundContractQuery>>(
      getEndpoint('/v1/fund/contract', { providesTags: ['User'] }),
    ),
  }),
});

export const { useFetchFundDocumentsQuery } = fundDocumentsApi;
