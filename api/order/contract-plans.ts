/**
 * 定投 (定期定额投资计划, issue 42 item 1): a fund's plan terms, the first debit date of a cycle, creating a
 * plan (headers: OrderHeaders — a replay answers the same plan), pausing, resuming, changing and stopping it,
 * the investor's plans and one plan's runs with their orders. Dates YYYYMMDD (Shanghai), amounts in yuan.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, Encrypted, FundCode, Nullable, object, query, str, StringEnum } from '../core/contract';
import { Money, PaidFrom, PositiveMoney, TradeAccount } from '../core/contract-trading';
import { WrittenConfirmation } from './contract-orders';

export const PlanFrequency = StringEnum(['weekly', 'biweekly', 'monthly']);
/** weekly / biweekly: 1–5 (周一–周五); monthly: 1–28 (the rule says which, in words). */
const PlanDay = Type.Integer({ minimum: 0, maximum: 31 });
export const PlanNo = str(24, { pattern: '^DT[0-9]{14}$' });
const CardId = str(32, { pattern: '^[0-9]{1,32}$' });

/** 定投条件 GET /v1/plan/terms: whether the fund takes plans (planAllowed) and its minimum per period. */
export const PlanTermsQuery = query({ fundCode: FundCode });
export type PlanTermsQuery = Static<typeof PlanTermsQuery>;
export const PlanTermsData = object({
  fundCode: FundCode,
  fundName: str(60),
  planAllowed: Type.Boolean(),
  minAmount: Nullable(Money),
});
export type PlanTermsData = Static<typeof PlanTermsData>;

/** 首次扣款日 POST /v1/plan/firstDebit: the first period's date after today and the day it is debited. */
export const FirstDebitBody = object({ frequency: PlanFrequency, day: PlanDay });
export type FirstDebitBody = Static<typeof FirstDebitBody>;
export const FirstDebitData = object({ periodDate: Day, debitDate: Day });
export type FirstDebitData = Static<typeof FirstDebitData>;

/**
 * 定投测算 POST /v1/plan/replay: the plan replayed over the fund's published NAVs of the last 1, 3 or 5 years
 * (each period debited on its date or the next day with a NAV, the online fee taken, dividends reinvested).
 */
export const PlanReplayBody = object({
  fundCode: FundCode,
  amount: PositiveMoney,
  frequency: PlanFrequency,
  day: PlanDay,
  years: StringEnum(['1', '3', '5']),
});
export type PlanReplayBody = Static<typeof PlanReplayBody>;
/** One debit of the replay: what was invested so far and what the shares were worth that day. */
export const PlanReplayPoint = object({ date: Day, invested: Money, value: Money });
export type PlanReplayPoint = Static<typeof PlanReplayPoint>;
export const PlanReplayData = object({
  /** The first and last day with a NAV in the window (from is null when the fund has none). */
  from: Nullable(Day),
  to: Nullable(Day),
  periods: Type.Integer({ minimum: 0 }),
  invested: Money,
  fees: Money,
  shares: Money,
  value: Money,
  profit: Type.String({ pattern: '^-?[0-9]{1,13}\\.[0-9]{2}$' }),
  /** profit ÷ invested in percent with two places; null with nothing invested. */
  returnRate: Nullable(Type.String({ pattern: '^-?[0-9]{1,6}\\.[0-9]{2}$' })),
  points: Type.Array(PlanReplayPoint, { maxItems: 400 }),
});
export type PlanReplayData = Static<typeof PlanReplayData>;

/** 创建定投 POST /v1/plan/create: the card is a bound fast-pay card's id (GET /v1/bank/channel). */
export const CreatePlanBody = object({
  fundCode: FundCode,
  tradeAccount: TradeAccount,
  amount: PositiveMoney,
  frequency: PlanFrequency,
  day: PlanDay,
  bankNo: str(12, { pattern: '^[0-9A-Za-z]+$' }),
  bankAccount: CardId,
  password: Encrypted,
  confirmations: Type.Optional(Type.Array(WrittenConfirmation, { maxItems: 5 })),
});
export type CreatePlanBody = Static<typeof CreatePlanBody>;

export const PlanState = StringEnum(['active', 'paused', 'stopped']);
export type PlanState = Static<typeof PlanState>;

/** One plan as the list shows it; nextDebitDate null unless active. */
export const PlanView = object({
  planNo: PlanNo,
  fundCode: FundCode,
  fundName: str(60),
  amount: Money,
  frequency: PlanFrequency,
  day: Type.Integer(),
  cycleText: str(20),
  card: Nullable(PaidFrom),
  state: PlanState,
  stateText: str(20),
  /** Paused by the back office after three failed debits in a row: the investor is told why. */
  pauseNotice: Nullable(str(120)),
  nextDebitDate: Nullable(Day),
  periodsRun: Type.Integer(),
  totalInvested: Money,
});
export type PlanView = Static<typeof PlanView>;

/** 我的定投 GET /v1/plan/list */
export const PlanListQuery = query();
export type PlanListQuery = Static<typeof PlanListQuery>;
export const PlanListData = Type.Array(PlanView);
export type PlanListData = Static<typeof PlanListData>;

/** One period's run: the 定投申购 it placed (appNo) or why it was refused. */
export const PlanRun = object({
  period: Type.Integer(),
  periodDate: Day,
  runDate: Day,
  amount: Money,
  appNo: Nullable(str(24)),
  refusal: Nullable(str(300)),
});
export type PlanRun = Static<typeof PlanRun>;

/** 定投明细 GET /v1/plan/detail */
export const PlanDetailQuery = query({ planNo: PlanNo });
export type PlanDetailQuery = Static<typeof PlanDetailQuery>;
export const PlanDetailData = object({ plan: PlanView, runs: Type.Array(PlanRun) });
export type PlanDetailData = Static<typeof PlanDetailData>;

/** 暂停 / 终止定投 POST /v1/plan/pause, /v1/plan/stop */
export const PlanActionBody = object({ planNo: PlanNo });
export type PlanActionBody = Static<typeof PlanActionBody>;
/** 恢复定投 POST /v1/plan/resume (the trade password: debits start again) */
export const ResumePlanBody = object({ planNo: PlanNo, password: Encrypted });
export type ResumePlanBody = Static<typeof ResumePlanBody>;
/** 修改定投 POST /v1/plan/modify: the amount and the cycle. */
export const ModifyPlanBody = object({
  planNo: PlanNo,
  amount: PositiveMoney,
  frequency: PlanFrequency,
  day: PlanDay,
  password: Encrypted,
});
export type ModifyPlanBody = Static<typeof ModifyPlanBody>;
