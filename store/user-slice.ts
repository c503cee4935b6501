import { createSlice } from '@reduxjs/toolkit';

import type { QualifiedInfo, RiskLevel, UserInfoData } from '@/api/auth/contract';
import { loginExpired } from '@/api/core/session-events';
import type { UserProfileData } from '@/api/user/contract';

import { endpointFulfilled } from './endpoint-matchers';

/** The user store of spec §3, filled from GET /v1/auth/user and GET /v1/user/profile. */
export interface UserState {
  profile: UserProfileData | null;
  riskLevel: RiskLevel;
  isProfessional: boolean;
  isExpireProfessional: boolean;
  isQualified: boolean;
  isExpireQualified: boolean;
  qualifiedInfo: QualifiedInfo | null;
  isNaturalPerson: boolean;
  investmentVarieties: string;
  investmentLimit: string;
  /** The whole answer of GET /v1/auth/user, for the fields without a slot of their own. */
  allUserInfo: UserInfoData | null;
  /** The fund (TA) account. */
  userFundAccount: string;
  /** The fund trade accounts. */
  userAccount: string[];
}

export const EMPTY_RISK_LEVEL: RiskLevel = {
  isAppraisalRisk: false,
  isExpire: false,
  isLowestRisk: false,
  risk: null,
  endDate: null,
  highestRisk: null,
};

export const initialUserState: UserState = {
  profile: null,
  riskLevel: EMPTY_RISK_LEVEL,
  isProfessional: false,
  isExpireProfessional: false,
  isQualified: false,
  isExpireQualified: false,
  qualifiedInfo: null,
  isNaturalPerson: false,
  investmentVarieties: '',
  investmentLimit: '',
  allUserInfo: null,
  userFundAccount: '',
  userAccount: [],
};

/** The slice's view of one user answer; missing parts fall back to the empty state, never undefined. */
export function userStateFrom(info: UserInfoData, profile: UserProfileData | null): UserState {
  return {
    profile,
    riskLevel: { ...EMPTY_RISK_LEVEL, ...info.riskLevel },
    isProfessional: Boolean(info.isProfessional),
    isExpireProfessional: Boolean(info.isExpireProfessional),
    isQualified: Boolean(info.isQualified),
    isExpireQualified: Boolean(info.isExpireQualified),
    qualifiedInfo: info.qualifiedInfo ?? null,
    isNaturalPerson: Boolean(info.isNaturalPerson),
    investmentVarieties: info.investmentVarieties ?? '',
    investmentLimit: info.investmentLimit ?? '',
    allUserInfo: info,
    userFundAccount: info.fundAccount ?? '',
    userAccount: Array.isArray(info.tradeAccounts) ? info.tradeAccounts : [],
  };
}

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loginExpired, () => initialUserState)
      .addMatcher(endpointFulfilled<UserInfoData>('fetchUser'), (state, action) =>
        userStateFrom(action.payload, state.profile),
      )
      .addMatcher(endpointFulfilled<UserProfileData>('fetchProfile'), (state, action) => {
        state.profile = action.payload;
      })
      .addMatcher(endpointFulfilled('logout'), () => initialUserState);
  },
});

/** The signed-in investor as GET /v1/auth/user last answered: what every screen reads; undefined before it. */
export const selectInvestor = (state: { user: UserState }): UserInfoData | undefined =>
  state.user.allUserInfo ?? undefined;
