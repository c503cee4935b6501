import { createSlice } from '@reduxjs/toolkit';

import type { Dictionary, DictionaryId } from '@/api/types';

import { endpointFulfilled, type EndpointFulfilledAction } from './endpoint-matchers';

export interface CachedDictionary {
  entries: Dictionary;
  /** When the answer arrived (ms since the epoch): refreshes within 60 s are skipped. */
  fetchedAt: number;
}

/** Dictionaries by `id` or `id:cityId`; kept for the life of the page (vocation and nationality above all). */
export interface DictionariesState {
  byKey: Record<string, CachedDictionary>;
}

export interface DictionaryKeyArgs {
  id: DictionaryId;
  cityId?: string;
}

export function dictionaryKey({ id, cityId }: DictionaryKeyArgs): string {
  return cityId ? `${id}:${cityId}` : String(id);
}

const initialState: DictionariesState = { byKey: {} };

export const dictionariesSlice = createSlice({
  name: 'dictionaries',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(endpointFulfilled<Dictionary>('fetchDict'), (state, action) => {
      const { meta, payload } = action as EndpointFulfilledAction<Dictionary>;
      const args = meta.arg.originalArgs as DictionaryKeyArgs;
      state.byKey[dictionaryKey(args)] = { entries: payload, fetchedAt: meta.fulfilledTimeStamp };
    });
  },
});
