import { createSlice } from '@reduxjs/toolkit';

import type { AssetTotals, HoldData } from '@/api/account/contract-assets';
import type { AssetChannel } from '@/api/account/endpoints-assets';
import { loginExpired } from '@/api/core/session-events';

import { endpointFulfilled } from './endpoint-matchers';

/**
 * The assets store of spec §3: direct-sales and consignment totals side by side (assets, income, yesterday's
 * income, decimal strings as the wire has them), each filled by the channel's GET …/hold; null until then.
 */
export type AssetsState = Record<AssetChannel, AssetTotals | null>;

export const initialAssetsState: AssetsState = { direct: null, consignment: null };

export const assetsSlice = createSlice({
  name: 'assets',
  initialState: initialAssetsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loginExpired, () => initialAssetsState)
      .addMatcher(endpointFulfilled<HoldData>('fetchHold'), (state, action) => {
        const { meta, payload } = action;
        const { channel } = meta.arg.originalArgs as { channel: AssetChannel };
        state[channel] = payload.totals;
      })
      .addMatcher(endpointFulfilled('logout'), () => initialAssetsState);
  },
});

/** One channel's totals as the screens show them. */
export const selectAssetTotals = (state: { assets: AssetsState }, channel: AssetChannel) =>
  state.assets[channel];
