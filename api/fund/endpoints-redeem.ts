import { api } from '@/api/core/base-api';
import { getEndpoint, type Call } from '@/api/core/call';

import type { RedeemFundData } from './contract';

/** The investor's holdings as the redeem list shows them. */
export const fundRedeemApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 可赎回持仓 GET /v1/fund/redeemFund */
    fetchRedeemableFunds: build.query<RedeemFundData, Call<object> | void>(
      getEndpoint('/v1/fund/redeemFund', { providesTags: ['Holdings'] }),
    ),
  }),
});

export const { useFetchRedeemableFundsQuery } = fundRedeemApi;
