import { dictApi } from '@/api/dict/endpoints';
import type { Dictionary } from '@/api/types';
import { DICTIONARY_DEBOUNCE_MS } from '@/shared/config';

import { dictionaryKey, type DictionaryKeyArgs } from './dictionaries-slice';
import type { AppDispatch, RootState } from './index';

/**
 * The dictionary refresh of spec §9: served from the store, fetched again only when the cached copy is
 * older than 60000 ms. Kept apart from the slice so that only pages using dictionaries carry the endpoint.
 */
export function refreshDictionary(args: DictionaryKeyArgs) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<Dictionary | undefined> => {
    const cached = getState().dictionaries.byKey[dictionaryKey(args)];
    if (cached && Date.now() - cached.fetchedAt < DICTIONARY_DEBOUNCE_MS) return cached.entries;
    const request = dispatch(
      dictApi.endpoints.fetchDict.initiate(args, { subscribe: false, forceRefetch: true }),
    );
    const result = await request;
    return result.data ?? cached?.entries;
  };
}

export function selectDictionary(state: RootState, args: DictionaryKeyArgs): Dictionary | undefined {
  return state.dictionaries.byKey[dictionaryKey(args)]?.entries;
}

export const selectVocations = (state: RootState) => selectDictionary(state, { id: 3 });
export const selectNationalities = (state: RootState) => selectDictionary(state, { id: 4 });
/** Person certificate types without the ID card (removed by the endpoint). */
export const selectPersonCertificateTypes = (state: RootState) => selectDictionary(state, { id: 6 });
