import { api } from '@/api/core/base-api';
import { getEndpoint, jsonEndpoint, type Call } from '@/api/core/call';

import type { EmployeesBody, SubscriptionData } from './contract';
import type { NoticeSettingsBody, NoticeSettingsData } from './contract-notices';

/** The QR code is an image: the screen shows it with <img src>, no call through the store. */
export const SUBSCRIPTION_QR_PATH = '/v1/subscription/QRCode';

export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 我的顾问 GET /v1/subscription/crm/ */
    fetchSubscription: build.query<SubscriptionData, void>(
      getEndpoint('/v1/subscription/crm/', { providesTags: ['Subscription'] }),
    ),
    /** 订阅顾问 POST /v1/subscription/crm/employees */
    subscribeAdviser: build.mutation<SubscriptionData, Call<EmployeesBody>>(
      jsonEndpoint('POST', '/v1/subscription/crm/employees', { invalidatesTags: ['Subscription'] }),
    ),
    /** 对账单与提醒 GET /v1/subscription/notices (the e-mail on file changes with the info change) */
    fetchNoticeSettings: build.query<NoticeSettingsData, void>(
      getEndpoint('/v1/subscription/notices', { providesTags: ['Subscription', 'UserCentre'] }),
    ),
    /** 保存对账单与提醒 POST /v1/subscription/notices */
    saveNoticeSettings: build.mutation<NoticeSettingsData, Call<NoticeSettingsBody>>(
      jsonEndpoint('POST', '/v1/subscription/notices', { invalidatesTags: ['Subscription'] }),
    ),
  }),
});

export const {
  useFetchSubscriptionQuery,
  useSubscribeAdviserMutation,
  useFetchNoticeSettingsQuery,
  useSaveNoticeSettingsMutation,
} = subscriptionApi;
