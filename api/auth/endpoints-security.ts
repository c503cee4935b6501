import { api } from '@/api/core/base-api';
import { getEndpoint, jsonEndpoint, type Call } from '@/api/core/call';

import type {
  ForgetDeviceBody,
  LoginEntry,
  SecurityData,
  SignOutOthersBody,
  SignOutOthersData,
} from './contract-security';

/** 安全中心: the last login, the login history, the sessions and remembered devices, and the two actions. */
export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 安全中心 GET /v1/auth/security */
    fetchSecurity: build.query<SecurityData, void>(
      getEndpoint('/v1/auth/security', { providesTags: ['Security'] }),
    ),
    /** 登录记录 GET /v1/auth/security/logins */
    fetchLoginHistory: build.query<LoginEntry[], void>(
      getEndpoint('/v1/auth/security/logins', { providesTags: ['Security'] }),
    ),
    /** 退出其他设备 POST /v1/auth/security/sign-out-others */
    signOutOthers: build.mutation<SignOutOthersData, Call<SignOutOthersBody>>(
      jsonEndpoint('POST', '/v1/auth/security/sign-out-others', { invalidatesTags: ['Security'] }),
    ),
    /** 移除此设备 POST /v1/auth/security/devices/forget */
    forgetDevice: build.mutation<null, Call<ForgetDeviceBody>>(
      jsonEndpoint('POST', '/v1/auth/security/devices/forget', { invalidatesTags: ['Security'] }),
    ),
  }),
});

export const {
  useFetchSecurityQuery,
  useFetchLoginHistoryQuery,
  useSignOutOthersMutation,
  useForgetDeviceMutation,
} = securityApi;
