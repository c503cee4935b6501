import type { RiskTolerance } from '@/api/auth/contract';
import type { InvestmentHorizon, InvestmentVariety } from '@/api/paper/contract';
import { fromDayNumber, type YyyyMmDd } from '@/shared/time';

import { INVESTMENT_HORIZON, INVESTMENT_VARIETY } from '../fund/types';
import type { PaperSpec } from './papers';

/** Attempts per investor and Shanghai day; the next one is refused with 402028 (docs/decisions.md). */
export const DAILY_PAPER_LIMIT = 3;
export const PAPER_LIMIT_MESSAGE = `今日风险测评次数已达上限（每日${DAILY_PAPER_LIMIT}次），请明日再试`;

/**
 * Score bands over 0–100 (lower bound included): C1 保守型 below 20, C2 谨慎型 20–36, C3 稳健型 37–53,
 * C4 积极型 54–81, C5 激进型 82 and up, as the industry template's five bands.
 */
export const BANDS: ReadonlyArray<{ from: number; risk: RiskTolerance }> = [
  { from: 82, risk: 'C5' },
  { from: 54, risk: 'C4' },
  { from: 37, risk: 'C3' },
  { from: 20, risk: 'C2' },
  { from: 0, risk: 'C1' },
];

export function riskOfScore(score: number): RiskTolerance {
  return (BANDS.find((band) => score >= band.from) ?? BANDS[BANDS.length - 1]).risk;
}

export interface Answer {
  questionId: string;
  optionIds: string[];
}

export interface PaperOutcome {
  score: number;
  risk: RiskTolerance;
  lowest: boolean;
  horizon: InvestmentHorizon;
  varieties: InvestmentVariety[];
}

/** Why an answer sheet cannot be scored (the first problem, in the paper's order), or null. */
export function answerProblem(paper: PaperSpec, answers: readonly Answer[]): string | null {
  const known = new Set(paper.questions.map((question) => question.id));
  const stray = answers.find((answer) => !known.has(answer.questionId));
  if (stray) return `问卷中没有第${stray.questionId.slice(1)}题`;
  for (const [index, question] of paper.questions.entries()) {
    const given = answers.filter((answer) => answer.questionId === question.id);
    const no = index + 1;
    if (given.length === 0) return `请回答第${no}题`;
    if (given.length > 1) return `第${no}题只能作答一次`;
    const ids = given[0].optionIds;
    if (new Set(ids).size !== ids.length) return `第${no}题的选项重复`;
    if (ids.some((id) => !question.options.some((option) => option.id === id)))
      return `第${no}题没有这个选项`;
    if (question.type === 'single' && ids.length !== 1) return `第${no}题为单选题，请只选择一项`;
  }
  return null;
}

/**
 * Scores a checked answer sheet: a single choice counts its option, a multiple choice its best option. Not
 * being able to bear any loss makes the investor the lowest category, C1, whatever the score; the horizon
 * and the varieties are the answers of their questions.
 */
export function scorePaper(paper: PaperSpec, answers: readonly Answer[]): PaperOutcome {
  let score = 0;
  let lowest = false;
  let horizon: InvestmentHorizon | undefined;
  const varieties: InvestmentVariety[] = [];
  for (const question of paper.questions) {
    const ids = answers.find((answer) => answer.questionId === question.id)?.optionIds ?? [];
    const chosen = question.options.filter((option) => ids.includes(option.id));
    score += Math.max(0, ...chosen.map((option) => option.score));
    for (const option of chosen) {
      if (option.lowest) lowest = true;
      if (option.horizon) horizon = option.horizon;
      if (option.variety) varieties.push(option.variety);
    }
  }
  if (!horizon) throw new Error(`paper ${paper.paperId} has no horizon question`);
  return { score, risk: lowest ? 'C1' : riskOfScore(score), lowest, horizon, varieties: varieties.sort() };
}

/** @internal The best score a paper allows (the bands assume 100). */
export function maxScore(paper: PaperSpec): number {
  return paper.questions.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.score)), 0);
}

/** A test answered on a day is valid for two years: through the day before its second anniversary. */
export function riskEndDate(answerDay: YyyyMmDd): YyyyMmDd {
  const [year, month, day] = [answerDay.slice(0, 4), answerDay.slice(4, 6), answerDay.slice(6)].map(Number);
  // Date.UTC rolls 29 February into 1 March, so a leap-day test ends on 28 February.
  return fromDayNumber(Date.UTC(year + 2, month - 1, day) / 86_400_000 - 1);
}

const LEVELS = ['R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type FundRiskLevel = (typeof LEVELS)[number];

/** The fund risk levels that match: up to the same number; the lowest category only R1. */
export function matchingFundRisks(risk: RiskTolerance, lowest: boolean): FundRiskLevel[] {
  return lowest ? ['R1'] : LEVELS.slice(0, Number(risk.slice(1)));
}

const RISK_WORDS = ['低风险', '中低风险', '中风险', '中高风险'];
/** The risk categories the investor accepts, as the user page words them (accounts.investment_varieties). */
export function acceptedRiskWords(risk: RiskTolerance): string {
  const n = Number(risk.slice(1));
  return n === 5 ? '全部风险等级产品' : `${RISK_WORDS.slice(0, n).join('、')}产品`;
}

export const horizonWords = (code: InvestmentHorizon | null): string =>
  code ? INVESTMENT_HORIZON[code] : '未填写';
export const varietyWords = (codes: readonly InvestmentVariety[]): string =>
  codes.length > 0 ? codes.map((code) => INVESTMENT_VARIETY[code]).join('、') : '未填写';
