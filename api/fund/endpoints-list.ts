import { api } from '@/api/core/base-api';
import { getCall, type Call } from '@/api/core/call';

import type {
  FundListData,
  FundListQuery,
  FundQuoteData,
  FundQuoteQuery,
  FundRateIntervalData,
  FundRateIntervalQuery,
} from './contract';

/**
 * The catalogue: the trade centre's screens only (the search box lives in endpoints.ts). What a private
 * product shows depends on the investor's certification and risk test (figuresWithheld): the calls share
 * the User tag, so a change of either asks again.
 */
export const fundListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 基金列表 GET /v1/fund */
    listFunds: build.query<FundListData, Call<FundListQuery>>({
      query: (arg) => getCall('/v1/fund', arg),
      providesTags: ['User'],
    }),
    /** 基金详情 GET /v1/fund/quote */
    fetchFundQuote: build.query<FundQuoteData, Call<FundQuoteQuery>>({
      query: (arg) => getCall('/v1/fund/quote', arg),
      providesTags: ['User'],
    }),
    /** 费率区间 GET /v1/fund/fundRateInterval */
    fetchFundRateInterval: build.query<FundRateIntervalData, Call<FundRateIntervalQuery>>({
      query: (arg) => getCall('/v1/fund/fundRateInterval', arg),
      providesTags: ['User'],
    }),
  }),
});

export const { useListFundsQuery, useFetchFundQuoteQuery, useFetchFundRateIntervalQuery } = fundListApi;
