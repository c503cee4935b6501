import { api } from '@/api/core/base-api';
import { getCall, getEndpoint, type Call } from '@/api/core/call';

import type {
  AgreementSignedData,
  AgreementSignedQuery,
  BuyVerifyData,
  BuyVerifyQuery,
  ConfirmAndLiquidationDateData,
  ConfirmAndLiquidationDateQuery,
  DateTimeStatusData,
  OperationRateData,
  OperationRateQuery,
  ReservationData,
  ReservationQuery,
  TradeLimitData,
  TradeLimitQuery,
  TradeTimeStateData,
  TradeTimeStateQuery,
  TradeTimeValidateData,
  TradeTimeValidateQuery,
} from './contract';

/** The checks and dates before a buying order: the list page and the order page both make them. */
export const orderChecksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 交易时间校验 GET /v1/order/tradeTime/validate */
    validateTradeTime: build.query<TradeTimeValidateData, Call<TradeTimeValidateQuery>>(
      getEndpoint('/v1/order/tradeTime/validate'),
    ),
    /** 适当性校验 GET /v1/order/buyVerify */
    verifyPurchase: build.query<BuyVerifyData, Call<BuyVerifyQuery>>(getEndpoint('/v1/order/buyVerify')),
    /** 协议签署状态 GET /v1/order/agreementSigned */
    fetchAgreementSigned: build.query<AgreementSignedData, Call<AgreementSignedQuery>>(
      getEndpoint('/v1/order/agreementSigned'),
    ),
    /** 交易限额 GET /v1/order/tradeLimit */
    fetchTradeLimit: build.query<TradeLimitData, Call<TradeLimitQuery>>(
      getEndpoint('/v1/order/tradeLimit', { providesTags: ['Orders'] }),
    ),
    /** 服务器时间与交易日历 GET /v1/order/dateTimeStatus */
    fetchDateTimeStatus: build.query<DateTimeStatusData, Call<object> | void>(
      getEndpoint('/v1/order/dateTimeStatus'),
    ),
    // The order calendar before buying: each answer holds for an order placed now, so nothing is kept once
    // the order page is gone (the next visit may be after the cut-off).
    /** 交易时间状态 GET /v1/order/tradeTime/state */
    fetchTradeTimeState: build.query<TradeTimeStateData, Call<TradeTimeStateQuery>>({
      query: (arg) => getCall('/v1/order/tradeTime/state', arg),
      keepUnusedDataFor: 0,
    }),
    /** 确认与清算日期 GET /v1/order/confirmAndLiquidationDate */
    fetchOrderDates: build.query<ConfirmAndLiquidationDateData, Call<ConfirmAndLiquidationDateQuery>>({
      query: (arg) => getCall('/v1/order/confirmAndLiquidationDate', arg),
      keepUnusedDataFor: 0,
    }),
    /** 预约信息 GET /v1/order/reservation */
    fetchReservation: build.query<ReservationData, Call<ReservationQuery>>({
      query: (arg) => getCall('/v1/order/reservation', arg),
      keepUnusedDataFor: 0,
    }),
    /** 适用费率 GET /v1/order/operationRate */
    fetchOperationRate: build.query<OperationRateData, Call<OperationRateQuery>>({
      query: (arg) => getCall('/v1/order/operationRate', arg),
      // What a private product's caller may see depends on their certification and risk test (as the fee table).
      providesTags: ['User'],
    }),
  }),
});

export const {
  useLazyValidateTradeTimeQuery,
  useLazyVerifyPurchaseQuery,
  useLazyFetchAgreementSignedQuery,
  useFetchTradeLimitQuery,
  useLazyFetchDateTimeStatusQuery,
  useFetchDateTimeStatusQuery,
  useFetchTradeTimeStateQuery,
  useFetchOrderDatesQuery,
  useFetchReservationQuery,
  useFetchOperationRateQuery,
} = orderChecksApi;
