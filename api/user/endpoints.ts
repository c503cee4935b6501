import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { getCall } from '@/api/core/call';

import type { UserProfileData } from './contract';

/** The user domain (/v1/user): today the profile, which the login page checks for Registered users. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 用户档案（crmId） GET /v1/user/profile — quiet: the spec says its errors are not surfaced. */
    fetchProfile: build.query<UserProfileData, Quietness | void>({
      query: (arg) => getCall('/v1/user/profile', arg),
      extraOptions: { silent: true },
      providesTags: ['Profile'],
    }),
  }),
});

export const { useFetchProfileQuery } = profileApi;
