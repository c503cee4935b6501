import { api } from '@/api/core/base-api';
import { jsonEndpoint, type Call } from '@/api/core/call';

import type { BankCard } from './contract-cards';
import type {
  FastPayCloseBody,
  FastPayConfirmBody,
  FastPayOpenBody,
  FastPayOpenData,
  FastPaySendBody,
} from './contract-fast-pay';

/** 开通/关闭快捷支付 on a bound card. */
export const fastPaySwitchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 开通快捷支付 POST /v1/bank/fastPay/open */
    openFastPay: build.mutation<FastPayOpenData, Call<FastPayOpenBody>>(
      jsonEndpoint('POST', '/v1/bank/fastPay/open'),
    ),
    /** 重发银行验证码 POST /v1/bank/fastPay/send */
    resendFastPaySms: build.mutation<string, Call<FastPaySendBody>>(
      jsonEndpoint('POST', '/v1/bank/fastPay/send'),
    ),
    /** 确认开通 POST /v1/bank/fastPay/confirm */
    confirmFastPay: build.mutation<BankCard, Call<FastPayConfirmBody>>(
      jsonEndpoint('POST', '/v1/bank/fastPay/confirm', { invalidatesTags: ['BankCards'] }),
    ),
    /** 关闭快捷支付 POST /v1/bank/fastPay/close */
    closeFastPay: build.mutation<BankCard, Call<FastPayCloseBody>>(
      jsonEndpoint('POST', '/v1/bank/fastPay/close', { invalidatesTags: ['BankCards'] }),
    ),
  }),
});

export const {
  useOpenFastPayMutation,
  useResendFastPaySmsMutation,
  useConfirmFastPayMutation,
  useCloseFastPayMutation,
} = fastPaySwitchApi;
