import { SURVEY_KIND, SURVEY_TRIGGER } from '@/shared/enums';
import { SURVEY_MESSAGES } from '@/shared/messages/survey';

export const SURVEY_TEXT = {
  required: '必答',
  submit: '提交问卷',
  submitting: '正在提交…',
  missing: (n: number) => `第${n}题为必答题，请作答后再提交`,
  thanks: '提交成功，感谢您的参与！',
  answered: '已填写',
  unanswered: '未填写',
  fill: '去填写',
  view: '查看',
  later: '稍后再说',
  endDate: '截止日期',
  empty: '暂无可填写的问卷',
  backlogTitle: '待办问卷',
  backlogEmpty: '暂无待办问卷',
  /** Sets a to-do aside (POST /v1/backlog/{id}/record); the survey stays in the list below. */
  setAside: '暂不填写',
  setAsideDone: '已移出待办，可随时在全部问卷中填写',
  allSurveys: '全部问卷',
  start: '开始填写',
  alreadyAnswered: SURVEY_MESSAGES.answeredOnce,
  myAnswers: '我的答卷',
  answeredAt: (at: string) => `提交时间：${at}`,
  notAnswered: '未作答',
  score: (score: number) => `${score}分`,
  backToList: '返回问卷列表',
  windowTitle: '邀请您填写问卷',
  textPlaceholder: '请输入（不超过500字）',
  loading: '正在加载…',
  questionCount: (n: number) => `共 ${n} 题`,
} as const;

export const kindWords = (kind: keyof typeof SURVEY_KIND) => SURVEY_KIND[kind];
export const triggerWords = (trigger: keyof typeof SURVEY_TRIGGER) => `${SURVEY_TRIGGER[trigger]}后`;
