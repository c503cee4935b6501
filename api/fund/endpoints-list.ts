import { api } from '@/api/core/base-api';
import { getEndpoint, type Call } from '@/api/core/call';

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
    listFunds: build.query<FundListData, Call<FundListQuery>>(
      getEndpoint('/v1/fund', { providesTags: ['User'] }),
    ),
    /** 基金详情 GET /v1/fund/quote */
    fetchFundQuote: build.query<FundQuoteData, Call<FundQuoteQuery>>(
      getEndpoint('/v1/fund/quote', { providesTags: ['User'] }),
    ),
    /** 费率区间 GET /v1/fund/fundRateInterval */
    fetchFundRateInterval: build.query<FundRateIntervalData, Call<FundRateIntervalQuery>>(
      getEndpoint('/v1/fund/fundRateInterval', { providesTags: ['User'] }),
    ),
  }),
});

export const { useListFundsQuery, useFetchFundQuoteQuery, useFetchFundRateIntervalQuery } = fundListApi;
