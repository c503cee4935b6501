import { createSlice } from '@reduxjs/toolkit';

import { loginExpired, loginReplaced, sessionTimeLeft } from '@/api/core/session-events';

import { endpointFulfilled } from './endpoint-matchers';

/** When the session ends, on the page's clock (ms), as the back office's last answer said; null: unknown. */
export interface SessionClockState {
  endsAt: number | null;
}

const initialState: SessionClockState = { endsAt: null };

export const sessionClockSlice = createSlice({
  name: 'sessionClock',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionTimeLeft, (state, { payload }) => {
        state.endsAt = payload.at + payload.secondsLeft * 1000;
      })
      // A session that is gone has no time left to warn about.
      .addCase(loginExpired, (state) => {
        state.endsAt = null;
      })
      .addCase(loginReplaced, (state) => {
        state.endsAt = null;
      })
      .addMatcher(endpointFulfilled('logout'), (state) => {
        state.endsAt = null;
      });
  },
});
