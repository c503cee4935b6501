import { createHash } from 'node:crypto';

import type { PrivateOrder } from '@/api/order/contract-private';
import { DAY, formatShanghaiSecond } from '@/shared/time';

import { recordEvidence } from '../../agreement/store';
import { tradingMoment } from '../../core/calendar';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { hint } from '../../core/http/envelope';
import { requireFund } from '../../fund/funds';
import type { FundSpec } from '../../fund/types';
import { purchaseDates } from '../calendar/rules';
import { bookingWindow } from '../calendar/schedule';
import { setOrderDates } from '../calendar/store';
import { findOrder, type OrderRow } from '../common/store';
import { facts, privateView, undo } from './private-orders';
import { assertReviewable, phaseAt, VISIT_DEADLINE_DAYS } from './rules';
import { closePrivateOrder, findPrivateOrderByNo, markReviewed, unconfirmedVisits } from './store';

/** Stands for the reviewer's session in the evidence chain: the reviewer is not in the investor's session. */
const reviewerSession = (reviewer: string) =>
  createHash('sha256').update(`back-office reviewer\n${reviewer}`).digest('hex');

/**
 * The first open day on or after the visit's confirmation (募集行为管理办法 art. 30: the money enters the plan
 * only once the visit is confirmed): today before the cut-off, else the next trading day; a booking keeps its
 * open day, or takes the next one once it passed. A subscription keeps the raise's dates.
 */
function pricedOn(spec: FundSpec, order: OrderRow, now: number): string {
  const moment = tradingMoment(now);
  if (order.business_type === 'Subscribe' || moment.tradeDate <= order.trade_date) return order.trade_date;
  return order.business_type === 'BookPurchase' ? bookingWindow(moment.date).openDate : moment.tradeDate;
}

/**
 * 回访确认 by a back-office reviewer outside sales: an answered visit becomes final, the order is dated again
 * from the first open day on or after now (priced at that day's NAV, registered as any purchase of that day),
 * and the evidence names the investor's answers and the reviewer.
 */
export function reviewVisit(ctx: Context, appNo: string, reviewer: string): PrivateOrder {
  return transaction(ctx, () => {
    const now = ctx.clock.now();
    const row = findPrivateOrderByNo(ctx, appNo);
    const order = row && findOrder(ctx, appNo);
    if (!row || !order) throw hint('未找到该私募产品订单');
    assertReviewable(facts(row, order), now);
    const spec = requireFund(ctx, order.fund_code);
    if (order.business_type === 'Subscribe' && spec.raise && tradingMoment(now).tradeDate > spec.raise.to) {
      throw hint('认购期已结束，不能确认回访；回访期限届满后本笔认购将全额退款');
    }
    if (!markReviewed(ctx, appNo, reviewer, now)) throw hint('该订单回访状态已变化，请刷新后重试');
    const tradeDate = pricedOn(spec, order, now);
    if (tradeDate !== order.trade_date) {
      const dates = purchaseDates(spec, tradeDate);
      setOrderDates(ctx, {
        app_no: appNo,
        fund_code: order.fund_code,
        business_type: order.business_type,
        trade_date: tradeDate,
        confirm_date: dates.confirmDate,
        available_date: dates.availableDate,
        payout_date: null,
        remit_dead_date: order.remit_dead_date,
      });
    }
    recordEvidence(ctx, {
      accountId: order.account_id,
      sessionHash: reviewerSession(reviewer),
      kind: 'visit',
      fundCode: order.fund_code,
      businessCode: null,
      documentCode: null,
      documentName: null,
      documentHash: null,
      detail: {
        outcome: 'final',
        answeredAt: formatShanghaiSecond(row.answered_at ?? now),
        reviewer,
        reviewedAt: formatShanghaiSecond(now),
        tradeDate,
      },
      appNo,
      at: now,
    });
    const reviewed = findPrivateOrderByNo(ctx, appNo);
    const dated = findOrder(ctx, appNo);
    if (!reviewed || !dated) throw new Error(`private order ${appNo} vanished`);
    return privateView(ctx, reviewed, dated, now);
  });
}

/**
 * The batch's part: every paid order whose visit was not confirmed by its deadline is void (lapsed) and its
 * money refunded in full. Answers their numbers. 10 trading days are at least 14 days: older ones only.
 */
export function voidLapsedVisits(ctx: Context, now: number): string[] {
  const voided: string[] = [];
  for (const row of unconfirmedVisits(ctx, now - VISIT_DEADLINE_DAYS * DAY)) {
    const order = findOrder(ctx, row.app_no);
    if (!order || phaseAt(facts(row, order), now) !== 'lapsed') continue;
    transaction(ctx, () => {
      closePrivateOrder(ctx, { appNo: row.app_no, stage: 'lapsed', at: now, answers: null });
      undo(ctx, order, now);
    });
    voided.push(row.app_no);
  }
  return voided;
}
