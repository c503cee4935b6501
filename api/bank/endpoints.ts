import { api } from '@/api/core/base-api';
import { getCall, type Call } from '@/api/core/call';

import type { ReceivablesQuery, ReceivingAccount } from './contract';

export const bankApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 直销收款账户 GET /v1/bank/receivables */
    fetchReceivingAccounts: build.query<ReceivingAccount[], Call<ReceivablesQuery>>({
      query: (arg) => getCall('/v1/bank/receivables', arg),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as ReceivingAccount[]) : []),
    }),
  }),
});

export const { useFetchReceivingAccountsQuery } = bankApi;
