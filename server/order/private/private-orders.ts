import type { PrivateOrder } from '@/api/order/contract-private';
import { isPrivateProduct } from '@/shared/enums/fund';
import { formatShanghaiSecond, shanghaiYyyyMmDd } from '@/shared/time';

import { agreementSignedAt, recordEvidence } from '../../agreement/store';
import type { AccountRow } from '../../auth/store';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { hint } from '../../core/http/envelope';
import { fundSpec } from '../../fund/funds';
import type { FundSpec } from '../../fund/types';
import { remittanceDue } from '../buy/payment';
import { factsOf, nextState } from '../common/order-machine';
import { findOrder, setOrderState, type OrderRow } from '../common/store';
import { insertTradeRecord } from '../common/store-confirm';
import {
  assertWithdrawable,
  coolingEndsAt,
  judgeVisit,
  mayWithdraw,
  phaseAt,
  visitDeadline,
  VISIT_QUESTIONS,
  type VisitAnswer,
} from './rules';
import {
  closePrivateOrder,
  findPrivateOrder,
  insertPrivateOrder,
  markAnswered,
  type PrivateOrderRow,
} from './store';

const UNKNOWN_ORDER = '未找到该私募产品订单';

/**
 * Inside the placing transaction: a private product's order. Its cooling-off starts once the money is paid
 * too (fast pay: now; a bank transfer: when it arrives, server/order/buy/payment.ts).
 */
export function openPrivateOrder(
  ctx: Context,
  spec: FundSpec,
  order: { appNo: string; accountId: number; at: number; paidAt: number | null },
) {
  if (!isPrivateProduct(spec.productType) || !spec.documents.contract) return;
  const signedAt = agreementSignedAt(ctx, order.accountId, spec.documents.contract.noticeCode) ?? order.at;
  insertPrivateOrder(ctx, {
    app_no: order.appNo,
    account_id: order.accountId,
    fund_code: spec.code,
    signed_at: signedAt,
    paid_at: order.paidAt,
    cooling_ends_at: order.paidAt === null ? null : coolingEndsAt(signedAt, order.paidAt),
  });
}

/** The order's facts; one undone by the ordinary cancel (before its trade date's cut-off) is withdrawn. */
export const facts = (row: PrivateOrderRow, order: OrderRow) => ({
  stage: order.state === 'cancelled' && row.stage === 'pending' ? ('withdrawn' as const) : row.stage,
  coolingEndsAt: row.cooling_ends_at,
});

export const privatePhase = (row: PrivateOrderRow, order: OrderRow, now: number) =>
  phaseAt(facts(row, order), now);

const moment = (ms: number | null) => (ms === null ? null : formatShanghaiSecond(ms));

export function privateView(ctx: Context, row: PrivateOrderRow, order: OrderRow, now: number): PrivateOrder {
  const phase = phaseAt(facts(row, order), now);
  const undone = phase === 'withdrawn' || phase === 'visitFailed' || phase === 'lapsed';
  return {
    appNo: row.app_no,
    fundCode: row.fund_code,
    fundName: fundSpec(ctx, row.fund_code)?.name ?? row.fund_code,
    applySum: order.apply_sum,
    phase,
    signedAt: formatShanghaiSecond(row.signed_at),
    paidAt: moment(row.paid_at),
    coolingEndsAt: moment(row.cooling_ends_at),
    coolingSecondsLeft:
      row.cooling_ends_at === null ? 0 : Math.max(0, Math.ceil((row.cooling_ends_at - now) / 1000)),
    canWithdraw: mayWithdraw(phase) ? '1' : '0',
    canVisit: phase === 'visitOpen' ? '1' : '0',
    closedAt: moment(row.closed_at),
    visitDeadline: row.cooling_ends_at === null ? null : moment(visitDeadline(row.cooling_ends_at)),
    answeredAt: moment(row.answered_at),
    reviewedAt: moment(row.reviewed_at),
    refund: undone && order.paid_at !== null ? order.apply_sum : null,
    remittance: remittanceDue(order),
  };
}

/** The investor's private order with its order row, or a refusal. */
export function requirePrivateOrder(ctx: Context, accountId: number, appNo: string) {
  const row = findPrivateOrder(ctx, accountId, appNo);
  const order = row && findOrder(ctx, appNo);
  if (!row || !order) throw hint(UNKNOWN_ORDER);
  return { row, order };
}

/**
 * Cancels the order through the order machine (a second ending is refused: nothing moves twice) and gives
 * back the whole amount if it was paid (no fee was charged: nothing was confirmed).
 */
export function undo(ctx: Context, order: OrderRow, now: number): void {
  const state = nextState(factsOf(order), { type: 'undo' });
  setOrderState(ctx, order.app_no, state, now);
  if (order.paid_at === null) return;
  insertTradeRecord(ctx, {
    accountId: order.account_id,
    tradeAccount: order.trade_account,
    fundCode: order.fund_code,
    appNo: order.app_no,
    kind: 'refund',
    amount: order.apply_sum,
    shares: '0.00',
    recordDate: shanghaiYyyyMmDd(now),
    at: now,
  });
}

interface Caller {
  account: AccountRow;
  sessionHash: string;
}

/** 解除合同: until the visit is confirmed (回访确认成功); the evidence keeps when and from where. */
export function withdrawPrivateOrder(ctx: Context, caller: Caller, appNo: string): PrivateOrder {
  return transaction(ctx, () => {
    const now = ctx.clock.now();
    const { row, order } = requirePrivateOrder(ctx, caller.account.id, appNo);
    assertWithdrawable(facts(row, order), now);
    const phase = phaseAt(facts(row, order), now);
    closePrivateOrder(ctx, { appNo, stage: 'withdrawn', at: now, answers: null });
    undo(ctx, order, now);
    recordEvidence(ctx, {
      accountId: caller.account.id,
      sessionHash: caller.sessionHash,
      kind: 'withdraw',
      fundCode: row.fund_code,
      businessCode: null,
      documentCode: null,
      documentName: null,
      documentHash: null,
      detail: { phase, refund: order.paid_at === null ? '0.00' : order.apply_sum },
      appNo,
      at: now,
    });
    return requireView(ctx, caller.account.id, appNo, now);
  });
}

function requireView(ctx: Context, accountId: number, appNo: string, now: number): PrivateOrder {
  const { row, order } = requirePrivateOrder(ctx, accountId, appNo);
  return privateView(ctx, row, order, now);
}

/**
 * The investor's answers to the return visit: all key questions 是 opens it for the back office's reviewer
 * (answered: 回访待确认, review-visit.ts); a key "否" undoes the order.
 */
export function answerVisit(
  ctx: Context,
  caller: Caller,
  appNo: string,
  answers: ReadonlyArray<{ code: string; answer: VisitAnswer }>,
): PrivateOrder {
  const now = ctx.clock.now();
  return transaction(ctx, () => {
    const { row, order } = requirePrivateOrder(ctx, caller.account.id, appNo);
    const byCode = new Map(answers.map((item) => [item.code, item.answer]));
    if (byCode.size !== answers.length) throw hint('请勿重复回答同一问题');
    // A visit on an order already ended (cancelled, withdrawn, invalid) is refused: judgeVisit says why.
    const outcome = judgeVisit(facts(row, order), now, byCode);
    const asked = VISIT_QUESTIONS.map((question) => ({
      code: question.code,
      text: question.text,
      answer: byCode.get(question.code),
    }));
    if (outcome === 'answered') markAnswered(ctx, appNo, now, asked);
    else {
      closePrivateOrder(ctx, { appNo, stage: outcome, at: now, answers: asked });
      undo(ctx, order, now);
    }
    recordEvidence(ctx, {
      accountId: caller.account.id,
      sessionHash: caller.sessionHash,
      kind: 'visit',
      fundCode: row.fund_code,
      businessCode: null,
      documentCode: null,
      documentName: null,
      documentHash: null,
      detail: { outcome, answers: asked },
      appNo,
      at: now,
    });
    return requireView(ctx, caller.account.id, appNo, now);
  });
}
