import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { loginExpired } from '@/api/core/session-events';

import { endpointFulfilled } from './endpoint-matchers';

/** Totals in 元; null until the assets page has loaded them. */
export interface AssetTotals {
  assets: number | null;
  income: number | null;
  yesterdayIncome: number | null;
}

/** The assets store of spec §3: direct-sales and consignment totals side by side. */
export interface AssetsState {
  direct: AssetTotals;
  consignment: AssetTotals;
}

const EMPTY_TOTALS: AssetTotals = { assets: null, income: null, yesterdayIncome: null };

export const initialAssetsState: AssetsState = { direct: EMPTY_TOTALS, consignment: EMPTY_TOTALS };

// The holdings endpoints belong to the trading area; until they exist the assets page sets totals itself.
export const assetsSlice = createSlice({
  name: 'assets',
  initialState: initialAssetsState,
  reducers: {
    setDirectTotals: (state, action: PayloadAction<Partial<AssetTotals>>) => {
      state.direct = { ...state.direct, ...action.payload };
    },
    setConsignmentTotals: (state, action: PayloadAction<Partial<AssetTotals>>) => {
      state.consignment = { ...state.consignment, ...action.payload };
    },
    resetAssets: () => initialAssetsState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginExpired, () => initialAssetsState)
      .addMatcher(endpointFulfilled('logout'), () => initialAssetsState);
  },
});

export const { setDirectTotals, setConsignmentTotals, resetAssets } = assetsSlice.actions;

/** Direct plus consignment; null only when neither side is known. */
export function combinedTotal(state: AssetsState, field: keyof AssetTotals): number | null {
  const direct = state.direct[field];
  const consignment = state.consignment[field];
  if (direct === null && consignment === null) return null;
  return (direct ?? 0) + (consignment ?? 0);
}
