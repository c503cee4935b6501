/**
 * The risk questionnaire (trading-accounts.md §7 Papers): the paper to answer, the investor's current risk
 * level, today's attempts and the answer that sets the level, its expiry and the horizon and varieties the
 * suitability check (GET /v1/order/buyVerify) compares. Every call needs a session. 402028: today's
 * attempts are used up.
 */
import { Type, type Static } from '@sinclair/typebox';

import { RiskTolerance } from '../auth/contract';
import { Day, EmptyQuery, Nullable, object, str, StringEnum } from '../core/contract';
import { FundRiskLevel } from '../core/contract-trading';

/** Option ids are letters (A–F), question ids q1, q2, …; the scores stay in the back office. */
const OptionId = str(1, { pattern: '^[A-F]$' });
const QuestionId = str(4, { pattern: '^q[0-9]{1,2}$' });

export const PaperQuery = EmptyQuery;
export type PaperQuery = Static<typeof PaperQuery>;

export const PaperQuestion = object({
  id: QuestionId,
  title: str(200),
  type: StringEnum(['single', 'multiple']),
  /** A line under the title (多选 hints, what a word means); empty when there is none. */
  hint: Type.String({ maxLength: 200 }),
  options: Type.Array(object({ id: OptionId, text: str(200) }), { minItems: 2, maxItems: 6 }),
});
export type PaperQuestion = Static<typeof PaperQuestion>;

/** 风险测评问卷 GET /v1/paper/paper: the paper for the session's investor (person or organisation). */
export const PaperData = object({
  paperId: str(40),
  title: str(100),
  intro: str(500),
  questions: Type.Array(PaperQuestion, { minItems: 1, maxItems: 30 }),
});
export type PaperData = Static<typeof PaperData>;

/** 投资期限, an investor's plan and a product's suggested holding alike: 1 1年以内, 2 1-5年, 3 5年以上. */
export const InvestmentHorizon = StringEnum(['1', '2', '3']);
export type InvestmentHorizon = Static<typeof InvestmentHorizon>;
/** 投资品种: 1 固定收益类, 2 权益类, 3 衍生品类, 4 复杂或高风险金融产品, 5 其他产品或服务. */
export const InvestmentVariety = StringEnum(['1', '2', '3', '4', '5']);
export type InvestmentVariety = Static<typeof InvestmentVariety>;

/** The investor's risk level as the risk-level screen shows it. */
export const RiskResult = object({
  risk: RiskTolerance,
  isLowestRisk: Type.Boolean(),
  /** The score of the last answered paper; null for a level set without a paper in this portal. */
  score: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  /** When the last paper was answered (yyyyMMdd, Asia/Shanghai); null as for score. */
  answerDate: Nullable(Day),
  /** Last valid day. */
  endDate: Day,
  isExpire: Type.Boolean(),
  /** Days from the server's today to endDate (negative: expired), for reminders ahead of the end. */
  daysLeft: Type.Integer(),
  horizon: Nullable(InvestmentHorizon),
  /** The horizon in words (1年以内, 1-5年, 5年以上) or 未填写. */
  investmentLimit: str(20),
  varieties: Type.Array(InvestmentVariety, { maxItems: 5 }),
  /** The varieties in words, joined with 、, or 未填写. */
  investmentVarieties: str(100),
  /** The fund risk levels that match this level (the lowest category: R1 only). */
  matchingFundRisks: Type.Array(FundRiskLevel, { minItems: 1, maxItems: 5 }),
});
export type RiskResult = Static<typeof RiskResult>;

/** 我的风险测评 GET /v1/paper/mine: null when the investor never took the test. */
export const PaperMineQuery = EmptyQuery;
export const PaperMineData = Nullable(RiskResult);
export type PaperMineData = Static<typeof PaperMineData>;

/** 今日测评次数 GET /v1/paper/count */
export const PaperCountQuery = EmptyQuery;
export const PaperCountData = object({
  used: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  remaining: Type.Integer({ minimum: 0 }),
});
export type PaperCountData = Static<typeof PaperCountData>;

/** 提交风险测评 POST /v1/paper/answer: every question answered, one option for a single-choice one. */
export const PaperAnswerBody = object({
  paperId: str(40),
  answers: Type.Array(
    object({ questionId: QuestionId, optionIds: Type.Array(OptionId, { minItems: 1, maxItems: 6 }) }),
    { minItems: 1, maxItems: 30 },
  ),
});
export type PaperAnswerBody = Static<typeof PaperAnswerBody>;
export const PaperAnswerData = RiskResult;
export type PaperAnswerData = RiskResult;
