import type { UserProfile } from '@/api/types';

import type { Quietness } from './core/api-error';
import { api } from './core/base-api';
import { getCall } from './core/call';

/** Its own file: the login page needs the profile check and nothing else of the user domain. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 用户档案（crmId） GET /v1/user/profile — quiet: the spec says its errors are not surfaced. */
    fetchProfile: build.query<UserProfile, Quietness | void>({
      query: (arg) => getCall('/v1/user/profile', arg),
      extraOptions: { silent: true },
      providesTags: ['Profile'],
    }),
  }),
});

export const { useFetchProfileQuery } = profileApi;
