import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { Decimal, ZERO } from '../../core/money';
import { RuleError } from '../../core/rule-error';
import { addDays, shanghaiParts } from '../../core/shanghai-day';
import { fundSpec } from '../../fund/funds';
import { navOn } from '../../fund/store-navs';
import { fundSpecOn } from '../../fund/store-status-history';
import type { FundSpec } from '../../fund/types';
import { addLot } from '../../holding/store';
import { confirmPurchase, type PurchaseConfirmation, RAISE_FAILED } from '../buy/confirm-rules';
import { awaitsMoney, invalidateOverdue, invalidateUnpaid } from '../buy/payment';
import { hasBought } from '../buy/store';
import { factsOf, nextState, ORDER_CODES, type ConfirmOutcome } from '../common/order-machine';
import { dueOrders, setOrderState, type OrderRow } from '../common/store';
import {
  type BatchConfirmStatus,
  confirmedAmounts,
  confirmationOf,
  insertConfirmation,
  insertTradeRecord,
} from '../common/store-confirm';
import { confirmDividendChange } from '../dividend/confirm-change';
import { registerIncome } from '../dividend/register-income';
import { settleDividends } from '../dividend/settle-dividends';
import { runDuePlans } from '../plan/run-plans';
import { voidLapsedVisits } from '../private/review-visit';
import { confirmRedeemOrder } from '../redeem/confirm-redeem';
import { confirmSwitchLeg } from '../switch/confirm-switch';
import type { BatchSummary } from './day-run';

const applicationOf = (order: OrderRow) => ({
  business: order.business_type,
  tradeDate: order.trade_date,
  acceptedAt: order.applied_at,
});

/** A booked purchase is traded on its fund's open day, when the fund is open whatever its status today. */
const asTraded = (spec: FundSpec, order: OrderRow): FundSpec =>
  order.business_type === 'BookPurchase' ? { ...spec, status: '0' } : spec;

function decide(ctx: Context, order: OrderRow, spec: FundSpec): PurchaseConfirmation {
  const confirmedBefore = confirmedAmounts(ctx, order.account_id, order.fund_code, order.trade_date).reduce(
    (sum, amount) => sum.plus(new Decimal(amount)),
    ZERO,
  );
  const nav = navOn(ctx, order.fund_code, order.trade_date);
  return confirmPurchase({
    order: {
      business: order.business_type === 'Subscribe' ? 'Subscribe' : 'Purchase',
      tradeDate: order.trade_date,
      applyAmount: new Decimal(order.apply_sum),
      mode: order.fee_mode,
      channel: 'online',
      // First or additional as the holding stands now: an earlier order this one leaned on may have been
      // rescinded, or the holding emptied, since it was placed (the minimum holds for the holding).
      firstPurchase: !hasBought(ctx, order.account_id, order.fund_code, { heldOnly: true }),
    },
    fund: asTraded(fundSpecOn(ctx, spec, applicationOf(order)), order),
    nav: nav ? new Decimal(nav.nav) : null,
    confirmedBefore,
    // Whether the raise succeeded is known when the batch confirms, after its end: the status now.
    raiseFailed: order.business_type === 'Subscribe' && spec.status === RAISE_FAILED,
  });
}

/** Writes one order's confirmation: its state, the confirmation, the money and shares moved, the holding. */
function record(
  ctx: Context,
  order: OrderRow,
  outcome: PurchaseConfirmation,
  today: string,
  now: number,
): void {
  const state = nextState(factsOf(order), { type: 'confirm', on: today, outcome: outcome.outcome });
  const shares = outcome.shares.toFixed(2);
  const base = { accountId: order.account_id, tradeAccount: order.trade_account, fundCode: order.fund_code };
  transaction(ctx, () => {
    setOrderState(ctx, order.app_no, state, now);
    insertConfirmation(
      ctx,
      confirmationOf(order, {
        confirmDate: today,
        confirmStatus: ORDER_CODES[state].confirmStatus as BatchConfirmStatus,
        confirmedAmount: outcome.confirmedAmount.toFixed(2),
        refund: outcome.refund.toFixed(2),
        fee: (outcome.fee?.fee ?? ZERO).toFixed(2),
        nav: outcome.nav?.toFixed(4) ?? null,
        shares,
        reason: outcome.reason,
        at: now,
      }),
    );
    const trade = { ...base, appNo: order.app_no, recordDate: today, at: now };
    if (outcome.confirmedAmount.gt(ZERO)) {
      insertTradeRecord(ctx, {
        ...trade,
        kind: 'confirm',
        amount: outcome.confirmedAmount.toFixed(2),
        shares,
      });
      addLot(ctx, {
        ...base,
        appNo: order.app_no,
        confirmDate: today,
        shares,
        feeMode: order.fee_mode,
        purchaseNav: (outcome.nav ?? ZERO).toFixed(4),
        cost: outcome.confirmedAmount.toFixed(2),
        dividendType: order.dividend_type,
      });
    }
    if (outcome.refund.gt(ZERO)) {
      insertTradeRecord(ctx, { ...trade, kind: 'refund', amount: outcome.refund.toFixed(2), shares: '0.00' });
    }
  });
}

/**
 * Where the batch may pause: before an order, once the orders taken since it last resumed are `chunk`, or
 * have run `sliceMs` (never with the defaults). The scheduler (scheduler.ts) lets the requests that
 * came meanwhile run at each pause, then resumes it.
 */
export class Pace {
  /** Orders taken so far (the one about to be confirmed included). */
  orders = 0;
  private inSlice = 0;
  private sliceStart = performance.now();

  constructor(
    readonly chunk = Infinity,
    readonly sliceMs = Infinity,
  ) {}

  /** The batch goes on now: a new slice of time starts. */
  resume(): void {
    this.sliceStart = performance.now();
  }

  pauseNow(): boolean {
    this.orders += 1;
    const full = this.inSlice >= this.chunk || performance.now() - this.sliceStart >= this.sliceMs;
    if (this.inSlice > 0 && full) {
      // This order is the first of the next slice, confirmed once the batch resumes.
      this.inSlice = 1;
      return true;
    }
    this.inSlice += 1;
    return false;
  }
}

/** The whole batch at once (the seed, the bench's setup, a test): confirmBatchSteps without pauses. */
export function runConfirmBatch(ctx: Context): BatchSummary {
  const steps = confirmBatchSteps(ctx);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Confirms one due order as of `day` by the rules of its business, under the fund's status in force on the
 * order's trade date (a later announcement does not undo it): a purchase or subscription by T's rules
 * (full; partial over the daily cap; failed by rule, all refunded), a redemption lot by lot, a dividend-method
 * change put in effect. Throws RuleError 'missing-data' while the trade date's NAV is unpublished.
 */
export function confirmOrderOn(
  ctx: Context,
  order: OrderRow,
  spec: FundSpec,
  day: string,
  at: number,
): ConfirmOutcome {
  if (order.business_type === 'Redeem' || order.business_type === 'BookRedeem') {
    return confirmRedeemOrder(ctx, order, fundSpecOn(ctx, spec, applicationOf(order)), day, at);
  }
  if (order.business_type === 'BonusWay') return confirmDividendChange(ctx, order, day, at);
  if (order.business_type === 'SwitchOut' || order.business_type === 'SwitchIn') {
    return confirmSwitchLeg(ctx, order, day, at);
  }
  // No shares without money: a bank transfer that never arrived is invalid, not confirmed.
  if (awaitsMoney(order)) {
    invalidateUnpaid(ctx, order, at);
    return 'failed';
  }
  const outcome = decide(ctx, order, spec);
  record(ctx, order, outcome, day, at);
  return outcome.outcome;
}

/**
 * The confirm batch: every applied order whose confirm date has come, in the order they were placed, then
 * the dividends of every published ex-date up to today. An order whose trade-date NAV is not published yet
 * waits for the next run.
 *
 * Orders come first: a dividend belongs to the shares registered at the end of its ex-date (the record date
 * of an off-exchange fund), and today's confirmations (purchases applied the day before, registered T+1;
 * redemptions applied the day before, taking their shares today) are part of that registration. Today's
 * redemptions never need the shares of today's dividend: those are paid on shares left after them, and the
 * reinvested shares of an earlier ex-date were settled by that day's run, before any later redemption.
 *
 * Money-market income (dividend/register-income.ts) belongs to the shares registered at the end of each day: the days
 * before today are registered first (nothing dated before today changes any more, and a redemption
 * confirmed today settles the income its shares earned up to yesterday), today's (published at 20:00) last,
 * on the shares left after today's orders.
 */
export function* confirmBatchSteps(
  ctx: Context,
  pace = new Pace(),
): Generator<number, BatchSummary, undefined> {
  const now = ctx.clock.now();
  const today = shanghaiParts(now).date;
  const summary: BatchSummary = { date: today, confirmed: [], partlyConfirmed: [], failed: [], waiting: [] };
  // Bank transfers unpaid at their deadline become invalid (their limit is free again).
  summary.failed.push(...invalidateOverdue(ctx, now));
  // Private orders whose return visit was not confirmed by its deadline are void and refunded in full.
  summary.failed.push(...voidLapsedVisits(ctx, now));
  registerIncome(ctx, addDays(today, -1), now);
  for (const order of dueOrders(ctx, today)) {
    if (pace.pauseNow()) yield pace.orders;
    const spec = fundSpec(ctx, order.fund_code);
    if (!spec) continue;
    let outcome: ConfirmOutcome;
    try {
      outcome = confirmOrderOn(ctx, order, spec, today, now);
    } catch (error) {
      if (error instanceof RuleError && error.kind === 'missing-data') {
        summary.waiting.push(order.app_no);
        continue;
      }
      // Moved meanwhile by someone else (a cancel, another run): it is theirs, not confirmed twice.
      if (error instanceof RuleError && error.kind === 'invalid-transition') continue;
      throw error;
    }
    const list = { full: summary.confirmed, partial: summary.partlyConfirmed, failed: summary.failed };
    list[outcome].push(order.app_no);
  }
  // 定投: the plans whose debit day has come place their purchases (traded today before the cut-off).
  runDuePlans(ctx, today);
  settleDividends(ctx, today, now);
  registerIncome(ctx, today, now);
  return summary;
}
