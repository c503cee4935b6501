import { createSlice } from '@reduxjs/toolkit';

import { loginExpired, loginFirstRequired, loginReplaced } from '@/api/core/session-events';

import { endpointFulfilled } from './endpoint-matchers';

/** Session flags the global response handler raises (spec §8): pages react to them with dialogs. */
export interface GlobalFlagsState {
  /** 401001: the password must be changed first. */
  loginFirst: boolean;
  /** 401003: another login replaced this session. */
  loginReplace: boolean;
  /** 401000: the session expired. */
  loginExpire: boolean;
}

const initialState: GlobalFlagsState = { loginFirst: false, loginReplace: false, loginExpire: false };

const SESSION_STARTS = ['login', 'loginOrg', 'validateSms', 'autoLoginRegistered', 'checkGatewayToken'];

export const globalFlagsSlice = createSlice({
  name: 'globalFlags',
  initialState,
  reducers: {
    clearLoginFirst: (state) => {
      state.loginFirst = false;
    },
    clearLoginReplace: (state) => {
      state.loginReplace = false;
    },
    clearLoginExpire: (state) => {
      state.loginExpire = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginExpired, (state) => {
        state.loginExpire = true;
      })
      .addCase(loginReplaced, (state) => {
        state.loginReplace = true;
      })
      .addCase(loginFirstRequired, (state) => {
        state.loginFirst = true;
      })
      // A changed password ends the first-login state; a new session ends the other two.
      .addMatcher(endpointFulfilled('changePassword'), (state) => {
        state.loginFirst = false;
      });
    for (const endpointName of SESSION_STARTS) {
      builder.addMatcher(endpointFulfilled(endpointName), (state) => {
        state.loginExpire = false;
        state.loginReplace = false;
      });
    }
  },
});

export const { clearLoginFirst, clearLoginReplace, clearLoginExpire } = globalFlagsSlice.actions;
