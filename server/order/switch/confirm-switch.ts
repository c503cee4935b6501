import { dashed, type YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { Decimal, ZERO } from '../../core/money';
import { RuleError } from '../../core/rule-error';
import { fundSpec } from '../../fund/funds';
import { navOn } from '../../fund/store-navs';
import { holdingLots, unlockedLots } from '../../holding/holdings';
import { addLot } from '../../holding/store';
import { factsOf, nextState, ORDER_CODES, type ConfirmOutcome } from '../common/order-machine';
import { findOrder, setOrderState, type OrderRow } from '../common/store';
import {
  type BatchConfirmStatus,
  confirmationOf,
  insertConfirmation,
  insertTradeRecord,
  NOTHING_MOVED,
} from '../common/store-confirm';
import { takeFromLots } from '../redeem/take-lots';
import { priceSwitch } from './plan';
import { setSwitchConfirmed, switchOfLeg } from './store';

const code = (outcome: ConfirmOutcome) =>
  ORDER_CODES[outcome === 'full' ? 'confirmed' : 'failed'].confirmStatus as BatchConfirmStatus;

/** Both legs failed (the out-fund's lots no longer hold the shares, a fund gone): nothing moves. */
function failBoth(ctx: Context, legs: OrderRow[], today: YyyyMmDd, now: number, reason: string) {
  transaction(ctx, () => {
    for (const leg of legs) {
      setOrderState(
        ctx,
        leg.app_no,
        nextState(factsOf(leg), { type: 'confirm', on: today, outcome: 'failed' }),
        now,
      );
      insertConfirmation(
        ctx,
        confirmationOf(leg, {
          confirmDate: today,
          confirmStatus: code('failed'),
          ...NOTHING_MOVED,
          reason,
          at: now,
        }),
      );
    }
  });
  return 'failed' as const;
}

/**
 * Confirms a switch when the batch reaches its out-leg (placed first, so reached first): both legs at once,
 * at both funds' NAVs of T. The out-leg takes its lots first in first out (their holding days set the
 * redemption fee) and records 转出金额 and 转换费; the in-leg gets 转入金额 ÷ the in-fund's NAV as a new lot
 * registered today (available from the next trading day, T+2). Throws 'missing-data' while either NAV of T
 * is unpublished (the batch waits). Reaching the in-leg first (never, by the order of placing) waits too;
 * reaching it after its out-leg finds it done.
 */
export function confirmSwitchLeg(
  ctx: Context,
  order: OrderRow,
  today: YyyyMmDd,
  now: number,
): ConfirmOutcome {
  const link = switchOfLeg(ctx, order.app_no);
  if (!link) throw new RuleError('missing-data', `订单${order.app_no}的转换记录缺失`);
  if (order.business_type === 'SwitchIn') {
    const out = findOrder(ctx, link.out_app_no);
    if (out?.state === 'applied') throw new RuleError('missing-data', '转换（转出）尚未确认');
    throw new RuleError('invalid-transition', `订单${order.app_no}已随转出确认`);
  }
  const inOrder = findOrder(ctx, link.in_app_no) as OrderRow;
  const outSpec = fundSpec(ctx, order.fund_code);
  const inSpec = fundSpec(ctx, inOrder.fund_code);
  if (!outSpec || !inSpec) return failBoth(ctx, [order, inOrder], today, now, '基金不存在');
  const outNav = navOn(ctx, outSpec.code, order.trade_date);
  const inNav = navOn(ctx, inSpec.code, order.trade_date);
  if (!outNav || !inNav) {
    throw new RuleError('missing-data', `${dashed(order.trade_date)}的转出或转入基金净值尚未公布`);
  }
  let priced: ReturnType<typeof priceSwitch>;
  try {
    priced = priceSwitch({
      outSpec,
      inSpec,
      lots: unlockedLots(outSpec, holdingLots(ctx, order), order.trade_date),
      shares: new Decimal(order.apply_share ?? '0'),
      outNav: new Decimal(outNav.nav),
      inNav: new Decimal(inNav.nav),
      tradeDate: order.trade_date,
    });
  } catch (error) {
    if (error instanceof RuleError && error.kind === 'bad-input') {
      return failBoth(ctx, [order, inOrder], today, now, error.message);
    }
    throw error;
  }
  const full = (leg: OrderRow) => nextState(factsOf(leg), { type: 'confirm', on: today, outcome: 'full' });
  transaction(ctx, () => {
    setOrderState(ctx, order.app_no, full(order), now);
    setOrderState(ctx, inOrder.app_no, full(inOrder), now);
    const base = { confirmDate: today, confirmStatus: code('full'), refund: '0.00', reason: null, at: now };
    insertConfirmation(
      ctx,
      confirmationOf(order, {
        ...base,
        confirmedAmount: priced.gross.toFixed(2),
        fee: priced.fee.toFixed(2),
        nav: outNav.nav,
        shares: priced.redeemed.shares.toFixed(2),
      }),
    );
    insertConfirmation(
      ctx,
      confirmationOf(inOrder, {
        ...base,
        confirmedAmount: priced.inAmount.toFixed(2),
        fee: ZERO.toFixed(2),
        nav: inNav.nav,
        shares: priced.inShares.toFixed(2),
      }),
    );
    const owner = {
      accountId: order.account_id,
      tradeAccount: order.trade_account,
      recordDate: today,
      at: now,
    };
    insertTradeRecord(ctx, {
      ...owner,
      fundCode: order.fund_code,
      appNo: order.app_no,
      kind: 'confirm',
      amount: priced.gross.toFixed(2),
      shares: priced.redeemed.shares.toFixed(2),
    });
    insertTradeRecord(ctx, {
      ...owner,
      fundCode: inOrder.fund_code,
      appNo: inOrder.app_no,
      kind: 'confirm',
      amount: priced.inAmount.toFixed(2),
      shares: priced.inShares.toFixed(2),
    });
    // The cost of the shares switched out goes with them into the new lot (a switch realises nothing).
    const costOut = takeFromLots(ctx, order, priced.redeemed, today);
    addLot(ctx, {
      accountId: order.account_id,
      tradeAccount: inOrder.trade_account,
      fundCode: inOrder.fund_code,
      appNo: inOrder.app_no,
      confirmDate: today,
      shares: priced.inShares.toFixed(2),
      feeMode: 'A',
      purchaseNav: inNav.nav,
      cost: costOut.toFixed(2),
      dividendType: inOrder.dividend_type,
    });
    setSwitchConfirmed(ctx, order.app_no, {
      redeemFee: priced.redeemFee.toFixed(2),
      diffFee: priced.diffFee.toFixed(2),
      inAmount: priced.inAmount.toFixed(2),
    });
  });
  return 'full';
}
