/** GET /v1/dict/{id}?cityId=: a map of code to Chinese label (api/dict/contract.ts). */
export type { DictData as Dictionary, DictionaryId } from '../dict/contract';

// The ids by name live once, in shared/enums (DICTIONARY_ID).
