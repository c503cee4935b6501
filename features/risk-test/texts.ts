import type { RiskResult } from '@/api/paper/contract';
import { FUND_RISK, riskToleranceLabel, type FundRisk } from '@/shared/enums';
import { formatDate } from '@/shared/time';

/** The risk test's sentences (ours: the spec gives none for these screens; docs/decisions.md). */
export const RISK_TEXT = {
  current: '当前风险等级',
  untested: '您尚未进行风险承受能力测评',
  expiry: '有效期至',
  expired: '已过期',
  score: '测评得分',
  answerDate: '测评日期',
  horizon: '投资期限',
  varieties: '投资品种',
  canBuy: '可购买的产品',
  start: '开始测评',
  retake: '重新测评',
  remaining: (n: number) => `今日还可测评 ${n} 次`,
  noneLeft: '今日测评次数已用完，请明日再试',
  progress: (n: number, total: number) => `第 ${n} 题，共 ${total} 题`,
  previous: '上一题',
  next: '下一题',
  toReview: '检查答案',
  reviewTitle: '请检查您的答案',
  reviewHint: '提交前请逐题确认。如需修改，请点击该题的“修改”。',
  edit: '修改',
  submit: '提交测评',
  submitting: '正在提交…',
  resultTitle: '测评结果',
  backToLevel: '返回风险测评',
  toPurchase: '去购买基金',
  cancelTest: '退出测评',
  loading: '正在加载…',
  loadFailed: '问卷加载失败，请稍后再试',
  unanswered: '请先选择一个答案',
  multipleHint: '（可多选）',
  higherRule:
    '购买风险等级高于您风险承受能力的公募产品，需阅读风险提示并书面确认；资产管理计划等私募产品只能购买与您相匹配的等级。',
  lowestRule: '您的风险承受能力为最低类别，只能购买R1（低风险）等级的产品。',
} as const;

/** 'C3 稳健型', or 'C1 保守型（最低类别）'. */
export const levelWords = (result: Pick<RiskResult, 'risk' | 'isLowestRisk'>) =>
  `${result.risk} ${riskToleranceLabel(result.risk, result.isLowestRisk)}`;

/** 'R1 低风险、R2 中低风险、R3 中风险'. */
export const fundRiskWords = (levels: readonly string[]) =>
  levels.map((level) => `${level} ${FUND_RISK[level as FundRisk]}`).join('、');

export const dateWords = (yyyymmdd: string | null) => (yyyymmdd ? formatDate(yyyymmdd) : '—');
