import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { getEndpoint } from '@/api/core/call';

import type { UserInfoData } from './contract';

/** A part of its own: the index and reset pages read the user, the login page never does. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 当前用户信息 GET /v1/auth/user */
    fetchUser: build.query<UserInfoData, Quietness | void>(
      getEndpoint('/v1/auth/user', { providesTags: ['User'] }),
    ),
  }),
});

export const { useFetchUserQuery } = userApi;
