/**
 * Questionnaires and surveys (trading-accounts.md §3, §7): the surveys offered to the investor, one survey's
 * questions, the investor's answer, the to-do list (backlog) and the pop-up window a trigger (subscribe,
 * purchase, redeem, first login, after account opening) opens once. A survey is answered once: a second
 * answer gets 402028. Only published surveys (status 1) are offered; 0, 2 and 3 are not.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, EmptyBody, Nullable, NoData, object, query, str, StringEnum } from '../core/contract';

export const SurveyId = str(32, { pattern: '^[0-9A-Za-z_-]+$' });
export const SurveyParams = object({ id: SurveyId });
export const SurveyQuery = query();
export const SurveyStatus = StringEnum(['0', '1', '2', '3']);
export type SurveyStatus = Static<typeof SurveyStatus>;
export const SurveyKind = StringEnum(['personVisit', 'organizationVisit', 'satisfaction', 'other']);
export type SurveyKind = Static<typeof SurveyKind>;
export const SurveyTrigger = StringEnum([
  'subscribe',
  'purchase',
  'redeem',
  'firstLogin',
  'afterAccountOpening',
]);
export const QuestionType = StringEnum(['single', 'multiple', 'open', 'score10', 'score5']);

export const SurveyQuestion = object({
  id: str(8, { pattern: '^q[0-9]{1,2}$' }),
  title: str(200),
  type: QuestionType,
  required: Type.Boolean(),
  /** Choices of single and multiple questions; empty for the others. */
  options: Type.Array(object({ id: str(1, { pattern: '^[A-H]$' }), text: str(100) }), { maxItems: 8 }),
});
export type SurveyQuestion = Static<typeof SurveyQuestion>;

export const SurveySummary = object({
  id: SurveyId,
  title: str(100),
  kind: SurveyKind,
  status: SurveyStatus,
  trigger: Nullable(SurveyTrigger),
  /** Last day to answer (yyyyMMdd). */
  endDate: Day,
  answered: Type.Boolean(),
});
export type SurveySummary = Static<typeof SurveySummary>;

/** 问卷列表 GET /v1/survey/ */
export const SurveyListQuery = query();
export const SurveyListData = Type.Array(SurveySummary, { maxItems: 100 });
export type SurveyListData = Static<typeof SurveyListData>;

/** 问卷详情 GET /v1/survey/{id} */
export const SurveyDetailQuery = query();
export const SurveyDetailData = object({
  ...SurveySummary.properties,
  intro: str(500),
  questions: Type.Array(SurveyQuestion, { minItems: 1, maxItems: 30 }),
});
export type SurveyDetailData = Static<typeof SurveyDetailData>;

/** One answer: optionIds for single (one) and multiple; text for open; score for score10 (0–10), score5 (1–5). */
export const SurveyAnswerItem = object({
  questionId: str(8, { pattern: '^q[0-9]{1,2}$' }),
  optionIds: Type.Optional(Type.Array(str(1, { pattern: '^[A-H]$' }), { minItems: 1, maxItems: 8 })),
  text: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  score: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
});
export type SurveyAnswerItem = Static<typeof SurveyAnswerItem>;

/** 提交问卷 POST /v1/survey/{id}/answer */
export const SurveyAnswerBody = object({ answers: Type.Array(SurveyAnswerItem, { maxItems: 30 }) });
export type SurveyAnswerBody = Static<typeof SurveyAnswerBody>;

/** 我的答卷 GET /v1/survey/{id}/answer: null before answering. */
export const SurveyAnswerData = Nullable(
  object({ answeredAt: str(14, { pattern: '^[0-9]{14}$' }), answers: Type.Array(SurveyAnswerItem) }),
);
export type SurveyAnswerData = Static<typeof SurveyAnswerData>;

/** 弹窗问卷 GET /v1/survey/window: the survey a trigger opens now, or null. */
export const SurveyWindowData = Nullable(SurveySummary);
export type SurveyWindowData = Static<typeof SurveyWindowData>;
/** 记录弹窗 POST /v1/survey/{id}/window: the pop-up was shown; it does not come back. */
export const SurveyWindowBody = EmptyBody;

export const BacklogItem = object({
  id: Type.Integer({ minimum: 1 }),
  surveyId: SurveyId,
  title: str(100),
  trigger: SurveyTrigger,
  createdAt: str(14, { pattern: '^[0-9]{14}$' }),
});
export type BacklogItem = Static<typeof BacklogItem>;
/** 待办事项 GET /v1/backlog */
export const BacklogData = Type.Array(BacklogItem, { maxItems: 100 });
export type BacklogData = Static<typeof BacklogData>;
export const BacklogParams = object({ id: Type.Integer({ minimum: 1 }) });
/** 处理待办 POST /v1/backlog/{id}/record */
export const BacklogRecordBody = EmptyBody;

/** 记录弹窗 POST /v1/window: a notice (not a survey) shown once, by its key. */
export const WindowBody = object({ key: str(64, { pattern: '^[0-9A-Za-z_.-]+$' }) });
export type WindowBody = Static<typeof WindowBody>;
export const WindowData = NoData;
