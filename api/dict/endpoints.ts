import { api } from '@/api/core/base-api';
import { getCall, splitQuietness, type Call } from '@/api/core/call';
import { DICTIONARY_DEBOUNCE_MS } from '@/shared/config/constants';

import type { DictData, DictionaryId } from './contract';

export interface FetchDictArgs {
  id: DictionaryId;
  /** For city (13) and county (14): the parent code. */
  cityId?: string;
}

/** The ID-card code of the person certificate types (dictionary 6): the ID card has its own upload flow. */
export const ID_CARD_CODE = '0';
export const PERSON_CERTIFICATE_DICT: DictionaryId = 6;

export function withoutIdCard(dictionary: DictData): DictData {
  return Object.fromEntries(Object.entries(dictionary).filter(([code]) => code !== ID_CARD_CODE));
}

/** A map of code to label, whatever arrived; person certificate types lose the ID card. */
export function toDictionary(data: unknown, id: DictionaryId): DictData {
  const entries =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? Object.entries(data) : [];
  const clean: DictData = Object.fromEntries(entries.filter(([, label]) => typeof label === 'string'));
  return id === PERSON_CERTIFICATE_DICT ? withoutIdCard(clean) : clean;
}

export const dictApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * 数据字典 GET /v1/dict/{id}. The cache is the dictionary store of spec §3 (vocation, nationality …): an
     * answer serves every screen and is asked again only 60 s after its last reader (spec §9's debounce).
     */
    fetchDict: build.query<DictData, Call<FetchDictArgs>>({
      query: (arg) => {
        const { rest, quiet } = splitQuietness(arg);
        return getCall(`/v1/dict/${rest.id}`, { cityId: rest.cityId, ...quiet });
      },
      transformResponse: (data: unknown, _meta, arg) => toDictionary(data, arg.id),
      keepUnusedDataFor: DICTIONARY_DEBOUNCE_MS / 1000,
    }),
  }),
});

export const { useFetchDictQuery } = dictApi;
