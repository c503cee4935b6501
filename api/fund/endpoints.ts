import { api } from '@/api/core/base-api';
import { getCall, type Call } from '@/api/core/call';

import type { FundSearchItem, FundSearchQuery } from './contract';

const list = (data: unknown) => (Array.isArray(data) ? (data as FundSearchItem[]) : []);

export const fundApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 基金搜索 GET /v1/fund/search */
    searchFunds: build.query<FundSearchItem[], Call<FundSearchQuery>>({
      query: (arg) => getCall('/v1/fund/search', arg),
      transformResponse: list,
    }),
    /** 代销基金搜索 GET /v1/fund/search/crm (Registered investors) */
    searchCrmFunds: build.query<FundSearchItem[], Call<FundSearchQuery>>({
      query: (arg) => getCall('/v1/fund/search/crm', arg),
      transformResponse: list,
    }),
  }),
});

export const { useSearchFundsQuery, useLazySearchFundsQuery, useLazySearchCrmFundsQuery } = fundApi;
