import { Type, type Static } from '@sinclair/typebox';

import { Enum, object, query, str } from '../core/contract';

/** The dictionaries the back office serves (the ids by name live in shared/enums DICTIONARY_ID). */
export const DictionaryId = Enum([3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], { type: 'integer' });
export type DictionaryId = Static<typeof DictionaryId>;

/** 数据字典 GET /v1/dict/{id}: the path parameter. */
export const DictParams = object({ id: DictionaryId });
export type DictParams = Static<typeof DictParams>;
/** 数据字典 GET /v1/dict/{id}: cityId, the parent code, filters cities (13) and counties (14). */
export const DictQuery = query({ cityId: Type.Optional(str(12, { pattern: '^[0-9]{6}$' })) });
export type DictQuery = Static<typeof DictQuery>;
/** 数据字典 GET /v1/dict/{id}: a map of code to Chinese label. */
export const DictData = Type.Record(Type.String(), Type.String(), { additionalProperties: false });
export type DictData = Static<typeof DictData>;
