import { Type, type Static } from '@sinclair/typebox';

import { object } from '@/api/core/contract';

/**
 * What the back office did as its clock moved on (the dev hooks answer it): the NAVs published through a
 * date, and the confirm batch's order numbers by outcome. Declared once, as the schema its type comes from.
 */
const AppNos = Type.Array(Type.String());

export const BatchSummary = object({
  date: Type.String(),
  confirmed: AppNos,
  partlyConfirmed: AppNos,
  failed: AppNos,
  /** Due but not confirmable yet (the trade date's NAV is not published). */
  waiting: AppNos,
});
export type BatchSummary = Static<typeof BatchSummary>;

export const DayRun = object({ navsPublishedThrough: Type.String(), batch: BatchSummary });
export type DayRun = Static<typeof DayRun>;
