import { api } from '@/api/core/base-api';
import { getCall, type Call } from '@/api/core/call';

import type {
  AgreementSignedData,
  AgreementSignedQuery,
  BuyVerifyData,
  BuyVerifyQuery,
  DateTimeStatusData,
  TradeLimitData,
  TradeLimitQuery,
  TradeTimeValidateData,
  TradeTimeValidateQuery,
} from './contract';

/** The checks and dates before a buying order: the list page and the order page both make them. */
export const orderChecksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 交易时间校验 GET /v1/order/tradeTime/validate */
    validateTradeTime: build.query<TradeTimeValidateData, Call<TradeTimeValidateQuery>>({
      query: (arg) => getCall('/v1/order/tradeTime/validate', arg),
    }),
    /** 适当性校验 GET /v1/order/buyVerify */
    verifyPurchase: build.query<BuyVerifyData, Call<BuyVerifyQuery>>({
      query: (arg) => getCall('/v1/order/buyVerify', arg),
    }),
    /** 协议签署状态 GET /v1/order/agreementSigned */
    fetchAgreementSigned: build.query<AgreementSignedData, Call<AgreementSignedQuery>>({
      query: (arg) => getCall('/v1/order/agreementSigned', arg),
    }),
    /** 交易限额 GET /v1/order/tradeLimit */
    fetchTradeLimit: build.query<TradeLimitData, Call<TradeLimitQuery>>({
      query: (arg) => getCall('/v1/order/tradeLimit', arg),
      providesTags: ['Orders'],
    }),
    /** 服务器时间与交易日历 GET /v1/order/dateTimeStatus */
    fetchDateTimeStatus: build.query<DateTimeStatusData, Call<object> | void>({
      query: (arg) => getCall('/v1/order/dateTimeStatus', arg),
    }),
  }),
});

export const {
  useLazyValidateTradeTimeQuery,
  useLazyVerifyPurchaseQuery,
  useLazyFetchAgreementSignedQuery,
  useFetchTradeLimitQuery,
  useLazyFetchDateTimeStatusQuery,
} = orderChecksApi;
