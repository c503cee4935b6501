import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { jsonEndpoint, type Call } from '@/api/core/call';
import { SESSION_TAGS } from '@/api/core/session-tags';

import type { AutoLoginBody, AutoLoginData, SessionRefreshData } from './contract';

/** Session calls no login form needs: kept apart so the login page does not carry them. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 会话检查 POST /v1/auth/check */
    checkSession: build.mutation<boolean, Quietness | void>(jsonEndpoint('POST', '/v1/auth/check')),
    /** 注册用户自动登录 POST /v1/auth/registered/auto/login */
    autoLoginRegistered: build.mutation<AutoLoginData, Call<AutoLoginBody>>(
      jsonEndpoint('POST', '/v1/auth/registered/auto/login', { invalidatesTags: [...SESSION_TAGS] }),
    ),
    /** 继续登录 POST /v1/auth/session/refresh — restarts the idle clock (the expiry warning). */
    refreshSession: build.mutation<SessionRefreshData, Quietness | void>(
      jsonEndpoint('POST', '/v1/auth/session/refresh'),
    ),
  }),
});

export const { useCheckSessionMutation, useAutoLoginRegisteredMutation, useRefreshSessionMutation } =
  sessionApi;
