import { api } from '@/api/core/base-api';
import { getCall, type Call } from '@/api/core/call';

import type { FundSearchItem, FundSearchQuery } from './contract';

export const fundApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 基金搜索 GET /v1/fund/search */
    searchFunds: build.query<FundSearchItem[], Call<FundSearchQuery>>({
      query: (arg) => getCall('/v1/fund/search', arg),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as FundSearchItem[]) : []),
    }),
  }),
});

export const { useSearchFundsQuery, useLazySearchFundsQuery } = fundApi;
