import type { UserInfo } from '@/api/types';

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
  }),
});

export const { useFetchUserQuery } = userApi;
