import { api } from '@/api/core/base-api';
import { getCall, splitQuietness, type Call } from '@/api/core/call';
import type { Dictionary, DictionaryId } from '@/api/types';

export interface FetchDictArgs {
  id: DictionaryId;
  /** For city (13) and county (14): the parent code. */
  cityId?: string;
}

/** The ID-card code of the person certificate types (dictionary 6): the ID card has its own upload flow. */
export const ID_CARD_CODE = '0';
export const PERSON_CERTIFICATE_DICT: DictionaryId = 6;

export function withoutIdCard(dictionary: Dictionary): Dictionary {
  return Object.fromEntries(Object.entries(dictionary).filter(([code]) => code !== ID_CARD_CODE));
}

/** A map of code to label, whatever arrived; person certificate types lose the ID card. */
export function toDictionary(data: unknown, id: DictionaryId): Dictionary {
  const entries =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? Object.entries(data) : [];
  const clean: Dictionary = Object.fromEntries(entries.filter(([, label]) => typeof label === 'string'));
  return id === PERSON_CERTIFICATE_DICT ? withoutIdCard(clean) : clean;
}

export const dictApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 数据字典 GET /v1/dict/{id} */
    fetchDict: build.query<Dictionary, Call<FetchDictArgs>>({
      query: (arg) => {
        const { rest, quiet } = splitQuietness(arg);
        return getCall(`/v1/dict/${rest.id}`, { cityId: rest.cityId, ...quiet });
      },
      transformResponse: (data: unknown, _meta, arg) => toDictionary(data, arg.id),
    }),
  }),
});

export const { useFetchDictQuery } = dictApi;
