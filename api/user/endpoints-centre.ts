import type { Quietness } from '@/api/core/api-error';
import { api } from '@/api/core/base-api';
import { getCall, getEndpoint, jsonCall, jsonEndpoint, type Call } from '@/api/core/call';

import type { UserDetailData, UserUpdateBody } from './contract';
import type {
  ChangeBody,
  ChangeCountData,
  ChangeData,
  IdCardCheckBody,
  IdCardCheckData,
  WithdrawBody,
} from './contract-identity';
import type { BeneficiaryData, CrsData, OrgContactorData, TaAccountData } from './contract-org';

export type ChangeKind = ChangeData['kind'];
/** Which document: the kind and, for the agent (经办人), the encryptId GET /v1/user/org/contactor gave. */
export interface ChangeTarget {
  kind: ChangeKind;
  encryptId?: string;
}

/** The agent's applications go to the contactor path with ?encryptId= (spec: /v1/user/contactor with encryptId). */
const CHANGE_PATHS: Record<ChangeKind, string> = {
  idCard: '/v1/user/idCard',
  corporate: '/v1/user/corporate',
  contactor: '/v1/user/contactor',
  agent: '/v1/user/contactor',
};

/** A POST or PUT on a change path, the encryptId (when there is one) in its query. */
function changeCall<T extends object>(
  method: 'POST' | 'PUT',
  { kind, encryptId, ...body }: T & ChangeTarget,
) {
  const call = jsonCall(method, CHANGE_PATHS[kind], body);
  return encryptId ? { ...call, params: { encryptId } } : call;
}

/** The user centre's /v1/user calls: details, contacts, the organisation's people, document applications. */
export const userCentreApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 我的信息 GET /v1/user */
    fetchUserDetail: build.query<UserDetailData, Quietness | void>(
      getEndpoint('/v1/user', { providesTags: ['UserCentre'] }),
    ),
    /** 修改个人资料 PUT /v1/user */
    updateUser: build.mutation<null, Call<UserUpdateBody>>(
      jsonEndpoint('PUT', '/v1/user', { invalidatesTags: ['UserCentre'] }),
    ),
    /** 基金交易账号 GET /v1/user/taAccount */
    fetchTaAccount: build.query<TaAccountData, void>(
      getEndpoint('/v1/user/taAccount', { providesTags: ['UserCentre'] }),
    ),
    /** 税收居民身份声明 GET /v1/user/crs */
    fetchCrs: build.query<CrsData, void>(getEndpoint('/v1/user/crs')),
    /** 机构经办人 GET /v1/user/org/contactor */
    fetchOrgContactor: build.query<OrgContactorData, void>(
      getEndpoint('/v1/user/org/contactor', { providesTags: ['UserCentre'] }),
    ),
    /** 受益所有人 GET /v1/user/beneficiary */
    fetchBeneficiaries: build.query<BeneficiaryData, void>(getEndpoint('/v1/user/beneficiary')),
    /** 今日证件更新次数 POST /v1/user/idCard/count, /corporate/count; GET /v1/user/idCard/contactor/count */
    fetchChangeCount: build.query<ChangeCountData, ChangeTarget>({
      query: ({ kind, encryptId }) =>
        kind === 'contactor' || kind === 'agent'
          ? getCall('/v1/user/idCard/contactor/count', { encryptId })
          : jsonCall('POST', `${CHANGE_PATHS[kind]}/count`, {}),
      providesTags: ['UserCentre'],
    }),
    /** 证件更新申请 POST /v1/user/idCard, /corporate, /contactor */
    applyChange: build.mutation<ChangeData, Call<ChangeBody & ChangeTarget>>({
      query: (arg) => changeCall('POST', arg),
      invalidatesTags: ['UserCentre'],
    }),
    /** 身份证号校验 POST /v1/user/idCard/check: is the recognised number the investor's own? */
    checkIdCard: build.mutation<IdCardCheckData, Call<IdCardCheckBody>>(
      jsonEndpoint('POST', '/v1/user/idCard/check'),
    ),
    /** 撤回证件更新申请 PUT /v1/user/idCard, /corporate, /contactor */
    withdrawChange: build.mutation<ChangeData, Call<WithdrawBody & ChangeTarget>>({
      query: (arg) => changeCall('PUT', arg),
      invalidatesTags: ['UserCentre'],
    }),
  }),
});

export const {
  useFetchUserDetailQuery,
  useUpdateUserMutation,
  useFetchTaAccountQuery,
  useFetchCrsQuery,
  useFetchOrgContactorQuery,
  useFetchBeneficiariesQuery,
  useFetchChangeCountQuery,
  useApplyChangeMutation,
  useCheckIdCardMutation,
  useWithdrawChangeMutation,
} = userCentreApi;
