import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { getEndpoint, jsonEndpoint, type Call } from '@/api/core/call';

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
    fetchBankChannel: build.query<ChannelData, Quietness | void>(
      getEndpoint('/v1/bank/channel', { providesTags: ['BankCards'] }),
    ),
    /** 绑定银行卡 POST /v1/bank */
    bindCard: build.mutation<BindData, Call<BindBody>>(jsonEndpoint('POST', '/v1/bank')),
    /** 重发银行验证码 POST /v1/bank/send */
    resendBankSms: build.mutation<string, Call<BankSendBody>>(jsonEndpoint('POST', '/v1/bank/send')),
    /** 确认绑卡 POST /v1/bank/confirm */
    confirmCard: build.mutation<BankCard, Call<ConfirmBody>>(
      jsonEndpoint('POST', '/v1/bank/confirm', { invalidatesTags: ['BankCards'] }),
    ),
    /** 解绑申请 POST /v1/bank/untie/pay */
    untieCard: build.mutation<string, Call<UntiePayBody>>(jsonEndpoint('POST', '/v1/bank/untie/pay')),
    /** 解绑确认 POST /v1/bank/untie/verify */
    verifyUntie: build.mutation<null, Call<UntieVerifyBody>>(
      jsonEndpoint('POST', '/v1/bank/untie/verify', { invalidatesTags: ['BankCards'] }),
    ),
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
