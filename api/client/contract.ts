import { Type, type Static } from '@sinclair/typebox';

import { Enum, NoData, object, str } from '../core/contract';

export const ClientErrorKind = Enum(['error', 'rejection', 'api', 'render']);
export type ClientErrorKind = Static<typeof ClientErrorKind>;

/** One failure report of a page. */
export const ClientErrorReport = object({
  kind: ClientErrorKind,
  message: str(500),
  stack: Type.Optional(Type.String({ maxLength: 4000 })),
  url: str(500),
  /** ISO 8601 */
  at: str(40, { pattern: '^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+(Z|[+-]\\d{2}:\\d{2})$' }),
});
export type ClientErrorReport = Static<typeof ClientErrorReport>;

/** 错误上报 POST /v1/client/errors: no session; at most 10 calls a minute per address (400008). */
export const ClientErrorsBody = object({
  reports: Type.Array(ClientErrorReport, { minItems: 1, maxItems: 20 }),
});
export type ClientErrorsBody = Static<typeof ClientErrorsBody>;
/** 错误上报 POST /v1/client/errors */
export const ClientErrorsData = NoData;
export type ClientErrorsData = Static<typeof ClientErrorsData>;
