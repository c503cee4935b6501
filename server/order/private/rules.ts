import type { VisitAnswerBody } from '@/api/order/contract-private';
import { formatShanghaiSecond, HOUR, shanghaiYyyyMmDd } from '@/shared/time';
import { PRIVATE_ORDER_TEXT } from '@/shared/trading/private-order';

/**
 * A private product's order after it is placed (issue 14, issue 37 item 2; DESIGN.md "Private funds"), pure:
 * signed and paid (a bank transfer awaits its money; unpaid at its deadline the order is invalid) → cooling-off
 * of at least 24 hours from the later of the two → return visit open → answered online by the investor →
 * confirmed by a back-office reviewer outside sales (回访确认成功: final). Until the visit is confirmed the
 * money stays in the raising account (募集行为管理办法 art. 30) and the investor may withdraw (解除合同): the
 * order is cancelled and refunded in full. A visit answered "no" to a key question cancels the order the same
 * way; one not confirmed by its deadline (VISIT_DEADLINE_DAYS) is void and refunded in full (lapsed).
 */
import { addTradingDays, cutoffInstant } from '../../core/calendar';
import { RuleError } from '../../core/rule-error';

export const COOLING_OFF_MS = 24 * HOUR;
/** The visit must be confirmed by 15:00 of the 10th trading day after the cooling-off ends (docs/decisions.md). */
export const VISIT_DEADLINE_DAYS = 10;

/** What the table keeps: pending, answered (awaiting the reviewer), final, or undone, invalid or lapsed. */
export type PrivateStage =
  'pending' | 'answered' | 'final' | 'withdrawn' | 'visitFailed' | 'invalid' | 'lapsed';
/** What the investor sees: a pending order awaits its money, is in its cooling-off or waits for its visit. */
export type PrivatePhase = Exclude<PrivateStage, 'pending'> | 'awaitingPayment' | 'coolingOff' | 'visitOpen';

export interface PrivateFacts {
  stage: PrivateStage;
  /** null until the money arrived. */
  coolingEndsAt: number | null;
}

/** The cooling-off counts from the later of the contract's signature and the payment. */
export function coolingEndsAt(signedAt: number, paidAt: number): number {
  return Math.max(signedAt, paidAt) + COOLING_OFF_MS;
}

/** The instant by which the visit must be confirmed: the cut-off of the 10th trading day after the cooling-off. */
export const visitDeadline = (coolingEnds: number): number =>
  cutoffInstant(addTradingDays(shanghaiYyyyMmDd(coolingEnds), VISIT_DEADLINE_DAYS));

export function phaseAt(order: PrivateFacts, now: number): PrivatePhase {
  if (order.stage !== 'pending' && order.stage !== 'answered') return order.stage;
  if (order.coolingEndsAt === null) return 'awaitingPayment';
  if (now < order.coolingEndsAt) return 'coolingOff';
  if (now >= visitDeadline(order.coolingEndsAt)) return 'lapsed';
  return order.stage === 'answered' ? 'answered' : 'visitOpen';
}

/** 解除合同 is the investor's right until the visit is confirmed, never after. */
export const mayWithdraw = (phase: PrivatePhase) =>
  phase === 'awaitingPayment' || phase === 'coolingOff' || phase === 'visitOpen' || phase === 'answered';

const CLOSED: Record<Exclude<PrivatePhase, 'coolingOff' | 'visitOpen'>, string> = {
  awaitingPayment: '款项尚未到账，冷静期尚未开始，暂不能回访',
  answered: PRIVATE_ORDER_TEXT.visitAnswered,
  final: '回访已确认成功，订单已生效，不能解除合同',
  withdrawn: '合同已解除，请勿重复操作',
  visitFailed: PRIVATE_ORDER_TEXT.visitFailed,
  invalid: '汇款未按时到账，订单已无效',
  lapsed: '回访未在期限内确认，订单已无效，款项将全额退还',
};

/** Why the order is past this step, in the investor's words. */
export const closedReason = (phase: Exclude<PrivatePhase, 'coolingOff' | 'visitOpen'>) => CLOSED[phase];

/** Withdrawal (解除合同): allowed until the visit is confirmed; refused with the reason otherwise. */
export function assertWithdrawable(order: PrivateFacts, now: number): void {
  const phase = phaseAt(order, now);
  if (!mayWithdraw(phase)) throw new RuleError('invalid-transition', CLOSED[phase as keyof typeof CLOSED]);
}

/** One question of the return visit; "是" is the answer that lets the order stand. */
export interface VisitQuestion {
  code: string;
  text: string;
  /** A "否" here undoes the order (the visit fails); other answers are kept but do not. */
  key: boolean;
}

export const VISIT_QUESTIONS: readonly VisitQuestion[] = [
  { code: 'V1', text: '您是否为投资者本人，且本次购买出于您本人的真实意愿？', key: true },
  { code: 'V2', text: '您用于购买本产品的资金是否为您本人合法的自有资金？', key: true },
  { code: 'V3', text: '您是否已阅读并理解本产品的资产管理合同和风险揭示书？', key: true },
  { code: 'V4', text: '您是否知晓本产品不保本、不保收益，可能损失部分乃至全部本金？', key: true },
  { code: 'V5', text: '您是否确认没有任何人向您承诺本产品的收益或保证本金不受损失？', key: true },
  { code: 'V6', text: '您是否了解本产品的参与费、管理费、托管费等费用及其计算方式？', key: false },
  {
    code: 'V7',
    text: '您是否知晓本产品的冷静期自合同签署与资金到账二者较晚时起算、不少于二十四小时，冷静期内可解除合同并全额退款？',
    key: true,
  },
  { code: 'V8', text: '您的风险承受能力测评是否由您本人如实作答？', key: false },
  // 募集行为管理办法 art. 29: risk match, disclosure and rights, dispute resolution.
  { code: 'V9', text: '您是否知晓本产品的风险等级，并确认其与您的风险承受能力相匹配？', key: true },
  {
    code: 'V10',
    text: '您是否知晓本产品信息披露的内容、方式和频率，以及您作为投资者享有的重要权利？',
    key: false,
  },
  {
    code: 'V11',
    text: '您是否知晓发生争议时的解决方式（协商、向中国证券投资基金业协会申请调解，或按合同约定仲裁）？',
    key: false,
  },
];

export type VisitAnswer = VisitAnswerBody['answers'][number]['answer'];

/**
 * Judges a return visit: only after the cooling-off, only while pending, every question answered once.
 * Answers 'answered' (for the reviewer to confirm) or 'visitFailed' (a "否" to a key question).
 */
export function judgeVisit(
  order: PrivateFacts,
  now: number,
  answers: ReadonlyMap<string, VisitAnswer>,
): 'answered' | 'visitFailed' {
  const phase = phaseAt(order, now);
  if (phase === 'coolingOff') {
    throw new RuleError(
      'invalid-transition',
      `冷静期尚未结束，请于${formatShanghaiSecond(order.coolingEndsAt ?? now)}后进行回访`,
    );
  }
  if (phase !== 'visitOpen') throw new RuleError('invalid-transition', CLOSED[phase]);
  const unanswered = VISIT_QUESTIONS.filter((question) => !answers.has(question.code));
  if (unanswered.length > 0 || answers.size !== VISIT_QUESTIONS.length) {
    throw new RuleError('bad-input', '请回答全部回访问题');
  }
  const failed = VISIT_QUESTIONS.some((question) => question.key && answers.get(question.code) === '0');
  return failed ? 'visitFailed' : 'answered';
}

/** The reviewer's confirmation: only of an answered visit, before its deadline. */
export function assertReviewable(order: PrivateFacts, now: number): void {
  const phase = phaseAt(order, now);
  if (phase === 'answered') return;
  if (phase === 'coolingOff' || phase === 'visitOpen')
    throw new RuleError('invalid-transition', '投资者尚未完成回访问卷');
  throw new RuleError('invalid-transition', CLOSED[phase]);
}
