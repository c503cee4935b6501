import type { SurveyDetailData, SurveyQuestion, SurveySummary } from '@/api/survey/contract';
import { shanghaiYyyyMmDd } from '@/shared/time';

import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { shanghaiStamp } from '../investor/records';
import { isOffered } from './rules';
import {
  allSurveys,
  answeredSurveyIds,
  ensureBacklog,
  openBacklog,
  triggerFiredAt,
  type SurveyRow,
} from './store';

export const summaryOf = (row: SurveyRow, answered: boolean): SurveySummary => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  status: row.status,
  trigger: row.trigger_event,
  endDate: row.end_date,
  answered,
});

export const questionsOf = (row: SurveyRow) => JSON.parse(row.questions) as SurveyQuestion[];

export const detailOf = (row: SurveyRow, answered: boolean): SurveyDetailData => ({
  ...summaryOf(row, answered),
  intro: row.intro,
  questions: questionsOf(row),
});

/** The surveys offered to this investor now (published, in date, for their kind of account). */
export function offeredSurveys(ctx: Context, account: AccountRow): SurveyRow[] {
  const today = shanghaiYyyyMmDd(ctx.clock.now());
  return allSurveys(ctx).filter((row) => isOffered(row, today, account.kind === '0'));
}

/**
 * Turns fired triggers into to-dos: each offered, unanswered survey with a trigger whose event happened
 * since its publication gets one (once). Run before the to-do list and the pop-up are read.
 */
export function collectTriggers(ctx: Context, account: AccountRow): void {
  const now = ctx.clock.now();
  const answered = answeredSurveyIds(ctx, account.id);
  for (const row of offeredSurveys(ctx, account)) {
    if (!row.trigger_event || answered.has(row.id)) continue;
    const at = triggerFiredAt(ctx, account.id, row.trigger_event, row.published_at, now);
    if (at !== null) ensureBacklog(ctx, account.id, row.id, row.trigger_event, at);
  }
}

export function backlogOf(ctx: Context, account: AccountRow) {
  collectTriggers(ctx, account);
  return openBacklog(ctx, account.id).map((row) => ({
    id: row.id,
    surveyId: row.survey_id,
    title: row.title,
    trigger: row.trigger_event as NonNullable<SurveyRow['trigger_event']>,
    createdAt: shanghaiStamp(row.created_at),
  }));
}
