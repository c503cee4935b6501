import type { CodeTable } from './code-table';

export const SURVEY_STATUS = {
  '0': '待发布',
  '1': '已发布',
  '2': '已终止',
  '3': '已关闭',
} as const satisfies CodeTable;
export type SurveyStatus = keyof typeof SURVEY_STATUS;

// The spec names the kinds, triggers and question types without codes; these keys are the contract.
export const SURVEY_KIND = {
  personVisit: '个人回访',
  organizationVisit: '机构回访',
  satisfaction: '满意度调查',
  other: '其他',
} as const satisfies CodeTable;
export type SurveyKind = keyof typeof SURVEY_KIND;

export const SURVEY_TRIGGER = {
  subscribe: '认购',
  purchase: '申购',
  redeem: '赎回',
  firstLogin: '首次登录',
  afterAccountOpening: '开户后',
} as const satisfies CodeTable;
export type SurveyTrigger = keyof typeof SURVEY_TRIGGER;

export const QUESTION_TYPE = {
  single: '单选题',
  multiple: '多选题',
  open: '问答题',
  score10: '评分题（10分）',
  score5: '评分题（5分）',
} as const satisfies CodeTable;
export type QuestionType = keyof typeof QUESTION_TYPE;
