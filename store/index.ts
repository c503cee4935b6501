import { combineReducers, configureStore } from '@reduxjs/toolkit';

import { api } from '@/api/core/base-api';

import { assetsSlice } from './assets-slice';
import { globalFlagsSlice } from './global-flags-slice';
import { sessionClockSlice } from './session-clock-slice';
import { userSlice } from './user-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [userSlice.name]: userSlice.reducer,
  [assetsSlice.name]: assetsSlice.reducer,
  [globalFlagsSlice.name]: globalFlagsSlice.reducer,
  [sessionClockSlice.name]: sessionClockSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per page entry (docs/decisions.md); tests build a throwaway one the same way. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Development-only checks stay on; only their timing notice is relaxed. Its 32 ms default fires on a
        // busy machine (two cores shared by tests and builds) although the state here is small.
        immutableCheck: { warnAfter: 1000 },
        serializableCheck: { warnAfter: 1000 },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
