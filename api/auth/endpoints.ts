import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { getEndpoint, jsonCall, jsonEndpoint, type Call } from '@/api/core/call';
import { SESSION_TAGS } from '@/api/core/session-tags';

import type { LoginBody, LoginInfoData, LoginResult, OrgLoginBody } from './contract';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * 登录 POST /v1/auth/login — data null (still success) means the SMS step is needed. Quiet: the login
     * page shows 403001's dialog, brings the slider back on 400001 and otherwise the message or 登录失败.
     */
    login: build.mutation<LoginResult | null, Call<LoginBody>>({
      query: (arg) => jsonCall('POST', '/v1/auth/login', arg),
      extraOptions: { silent: true },
      invalidatesTags: [...SESSION_TAGS],
    }),
    /** 机构登录 POST /v1/auth/login/org */
    loginOrg: build.mutation<LoginResult | null, Call<OrgLoginBody>>({
      query: (arg) => jsonCall('POST', '/v1/auth/login/org', arg),
      extraOptions: { silent: true },
      invalidatesTags: [...SESSION_TAGS],
    }),
    /** 退出登录 POST /v1/auth/logout */
    logout: build.mutation<null, Quietness | void>(
      jsonEndpoint('POST', '/v1/auth/logout', { invalidatesTags: [...SESSION_TAGS] }),
    ),
    /** 上次登录信息 GET /v1/auth/login/info */
    fetchLoginInfo: build.query<LoginInfoData, Quietness | void>(
      getEndpoint('/v1/auth/login/info', { providesTags: ['LoginInfo'] }),
    ),
  }),
});

export const { useLoginMutation, useLoginOrgMutation, useLogoutMutation, useFetchLoginInfoQuery } = authApi;
