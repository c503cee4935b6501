import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { getCall, jsonCall, type Call } from '@/api/core/call';

import type {
  BankCard,
  BankSendBody,
  BindBody,
  BindData,
  ChannelData,
  ConfirmBody,
  UntiePayBody,
  UntieVerifyBody,
} from './contract-cards';

/** The investor's bank cards: the channel list, binding with the bank SMS, unbinding. */
export const bankCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 银行渠道 GET /v1/bank/channel */
    fetchBankChannel: build.query<ChannelData, Quietness | void>({
      query: (arg) => getCall('/v1/bank/channel', arg),
      providesTags: ['BankCards'],
    }),
    /** 绑定银行卡 POST /v1/bank */
    bindCard: build.mutation<BindData, Call<BindBody>>({ query: (arg) => jsonCall('POST', '/v1/bank', arg) }),
    /** 重发银行验证码 POST /v1/bank/send */
    resendBankSms: build.mutation<string, Call<BankSendBody>>({
      query: (arg) => jsonCall('POST', '/v1/bank/send', arg),
    }),
    /** 确认绑卡 POST /v1/bank/confirm */
    confirmCard: build.mutation<BankCard, Call<ConfirmBody>>({
      query: (arg) => jsonCall('POST', '/v1/bank/confirm', arg),
      invalidatesTags: ['BankCards'],
    }),
    /** 解绑申请 POST /v1/bank/untie/pay */
    untieCard: build.mutation<string, Call<UntiePayBody>>({
      query: (arg) => jsonCall('POST', '/v1/bank/untie/pay', arg),
    }),
    /** 解绑确认 POST /v1/bank/untie/verify */
    verifyUntie: build.mutation<null, Call<UntieVerifyBody>>({
      query: (arg) => jsonCall('POST', '/v1/bank/untie/verify', arg),
      invalidatesTags: ['BankCards'],
    }),
  }),
});

export const {
  useFetchBankChannelQuery,
  useBindCardMutation,
  useResendBankSmsMutation,
  useConfirmCardMutation,
  useUntieCardMutation,
  useVerifyUntieMutation,
} = bankCardsApi;
