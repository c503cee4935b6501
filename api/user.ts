import type { UserInfo } from '@/api/types';

import type { Quietness } from './core/api-error';
import { api } from './core/base-api';
import { getCall } from './core/call';

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
