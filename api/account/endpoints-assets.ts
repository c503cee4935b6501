import { api } from '@/api/core/base-api';
import { getCall, getEndpoint, jsonCall, type Call } from '@/api/core/call';

import type {
  CollateHoldData,
  CollateHoldQuery,
  ConfirmRecordData,
  ConfirmRecordQuery,
  DividendData,
  DividendQuery,
  HoldData,
  HoldYieldData,
  HoldYieldQuery,
  TradeRecordData,
  TradeRecordQuery,
  TransitData,
} from './contract-assets';
import type { CrmEmailData, SendEmailBody, SendEmailData } from './contract-email';

type Q<T> = Call<Omit<T, 't'>>;
/** Which channel a call reads: direct sales (/v1/account/…) or consignment (/v1/account/crm/…). */
export type AssetChannel = 'direct' | 'consignment';
const base = (channel: AssetChannel) => (channel === 'direct' ? '/v1/account' : '/v1/account/crm');

/** The asset views (loaded with the /assets chunk): fresh on every visit, nothing kept once unused. */
export const assetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 持仓 GET /v1/account/hold, /v1/account/crm/hold */
    fetchHold: build.query<HoldData, { channel: AssetChannel }>({
      query: ({ channel }) => getCall(`${base(channel)}/hold`, {}),
      providesTags: ['Holdings', 'Assets'],
    }),
    /** 资产与收益走势 GET /v1/account/hold/yield, /v1/account/crm/hold/yield */
    fetchHoldYield: build.query<HoldYieldData, Q<HoldYieldQuery> & { channel: AssetChannel }>({
      query: ({ channel, ...arg }) => getCall(`${base(channel)}/hold/yield`, arg),
      providesTags: ['Assets'],
    }),
    /** 在途交易 GET /v1/account/assets/transit */
    fetchTransit: build.query<TransitData, Call<object> | void>(
      getEndpoint('/v1/account/assets/transit', { providesTags: ['Transit'] }),
    ),
    /** 交易记录 GET /v1/account/trade/record, /v1/account/crm/trade/record */
    fetchTradeRecords: build.query<TradeRecordData, Q<TradeRecordQuery> & { channel: AssetChannel }>({
      query: ({ channel, ...arg }) => getCall(`${base(channel)}/trade/record`, arg),
      providesTags: ['Orders'],
    }),
    /** 确认记录 GET /v1/account/trade/confirm/record */
    fetchConfirmRecords: build.query<ConfirmRecordData, Q<ConfirmRecordQuery>>(
      getEndpoint('/v1/account/trade/confirm/record', { providesTags: ['Orders'] }),
    ),
    /** 分红记录 GET /v1/account/dividend, /v1/account/crm/dividend */
    fetchDividends: build.query<DividendData, Q<DividendQuery> & { channel: AssetChannel }>({
      query: ({ channel, ...arg }) => getCall(`${base(channel)}/dividend`, arg),
      providesTags: ['Assets'],
    }),
    /** 当日申请 GET /v1/account/apply: the day's applications of both channels (default today). */
    fetchTodayApplications: build.query<TradeRecordData, Q<TradeRecordQuery> | void>(
      getEndpoint('/v1/account/apply', { providesTags: ['Orders'] }),
    ),
    /** 对账持仓 GET /v1/account/crm/collate/hold: the consignment holdings as of a day (default the latest). */
    fetchCollateHold: build.query<CollateHoldData, Q<CollateHoldQuery> | void>(
      getEndpoint('/v1/account/crm/collate/hold', { providesTags: ['Holdings', 'Assets'] }),
    ),
    /** 邮箱信息 GET /v1/user/crm/email */
    fetchCrmEmail: build.query<CrmEmailData, Call<object> | void>(
      getEndpoint('/v1/user/crm/email', { providesTags: ['Statement'] }),
    ),
    /** 发送对账单或资产证明 POST /v1/account/crm/email (400037 at the daily limit: the dialog shows its message) */
    sendStatement: build.mutation<SendEmailData, Call<SendEmailBody>>({
      query: (arg) => jsonCall('POST', '/v1/account/crm/email', { silentStates: [400037, 400035], ...arg }),
      // A send may change the address on file (another typed, with the SMS second factor): 个人信息 too.
      invalidatesTags: ['Statement', 'UserCentre'],
    }),
  }),
});

export const {
  useFetchHoldQuery,
  useFetchHoldYieldQuery,
  useFetchTransitQuery,
  useFetchTradeRecordsQuery,
  useFetchConfirmRecordsQuery,
  useFetchDividendsQuery,
  useFetchTodayApplicationsQuery,
  useFetchCollateHoldQuery,
  useFetchCrmEmailQuery,
  useSendStatementMutation,
} = assetsApi;

/** The PDF downloads: files the browser fetches with its session cookie (a success is 900000 下载成功). */
export const TRADE_PDF_URL = '/v1/account/trade/pdf';
export const DIVIDEND_PDF_URL = '/v1/account/dividend/pdf';
