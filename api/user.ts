import type { UserInfo, UserProfile } from '@/api/types';

import type { Quietness } from './api-error';
import { api } from './base-api';
import { getCall } from './call';

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 当前用户信息 GET /v1/auth/user */
    fetchUser: build.query<UserInfo, Quietness | void>({
      query: (arg) => getCall('/v1/auth/user', arg),
      providesTags: ['User'],
    }),
    /** 用户档案（crmId） GET /v1/user/profile — quiet: the spec says its errors are not surfaced. */
    fetchProfile: build.query<UserProfile, Quietness | void>({
      query: (arg) => getCall('/v1/user/profile', arg),
      extraOptions: { silent: true },
      providesTags: ['Profile'],
    }),
  }),
});

export const { useFetchUserQuery, useFetchProfileQuery } = userApi;
