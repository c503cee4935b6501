import { Type, type Static } from '@sinclair/typebox';

import { Enum, object, query } from '../core/contract';

/** 基金搜索 GET /v1/fund/search (no session): filterFlag '1' only tradeable funds, whiteFlag '1' white list. */
export const FundSearchQuery = query({
  content: Type.String({ maxLength: 50 }),
  filterFlag: Type.Optional(Enum(['0', '1'])),
  whiteFlag: Type.Optional(Enum(['0', '1'])),
});
export type FundSearchQuery = Static<typeof FundSearchQuery>;

/** One suggestion of the fund search. */
export const FundSearchItem = object({ code: Type.String(), name: Type.String() });
export type FundSearchItem = Static<typeof FundSearchItem>;
/** 基金搜索 GET /v1/fund/search: at most 20 suggestions. */
export const FundSearchData = Type.Array(FundSearchItem, { maxItems: 20 });
export type FundSearchData = Static<typeof FundSearchData>;
