/** GET /v1/dict/{id}?cityId=: a map of code to Chinese label. */
export type DictionaryId = 3 | 4 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

// The ids by name live once, in shared/enums (DICTIONARY_ID).
export { DICTIONARY_ID } from '@/shared/enums/notice';

export type Dictionary = Record<string, string>;

export interface DictionaryQuery {
  cityId?: string;
}
