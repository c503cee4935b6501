import type { SwitchBody, SwitchData, SwitchQuoteData } from '@/api/order/contract-switch';
import { SWITCH_TEXT } from '@/shared/trading/switch-rules';

import { checkTradePassword } from '../../account/trade-password';
import type { Caller } from '../../auth/guard';
import { CUTOFF_TIME, provisionalAmong } from '../../core/calendar';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { ok } from '../../core/http/envelope';
import { ZERO } from '../../core/money';
import { clockText } from '../common/clock';
import type { BindKey } from '../common/idempotency';
import { ORDER_CODES } from '../common/order-machine';
import { insertOrder, placedOrderDates, type NewOrder } from '../common/store';
import { insertApplyRecord } from '../common/store-confirm';
import { dividendModesOfFund } from '../dividend/rules';
import { switchPlan } from './plan';
import { insertSwitchLink } from './store';

export const SWITCH_ACCEPTED = SWITCH_TEXT.accepted;

type Plan = ReturnType<typeof switchPlan>;

/** What both legs of a switch share: all of an order but its fund and business. */
type LegBase = Omit<NewOrder, 'fund_code' | 'business_type'>;

const datesOf = (plan: Plan) => [plan.dates.tradeDate, plan.dates.confirmDate, plan.dates.availableDate];

/** The preview of GET /v1/order/switchQuote. */
export function switchQuote(plan: Plan): SwitchQuoteData {
  const { priced, dates } = plan;
  return {
    applyShare: plan.shares.toFixed(2),
    outNav: plan.outNav.nav,
    outNavDate: plan.outNav.date,
    inNav: plan.inNav.nav,
    inNavDate: plan.inNav.date,
    gross: priced.gross.toFixed(2),
    redeemFee: priced.redeemFee.toFixed(2),
    diffFee: priced.diffFee.toFixed(2),
    fee: priced.fee.toFixed(2),
    inAmount: priced.inAmount.toFixed(2),
    inShares: priced.inShares.toFixed(2),
    tradeDate: dates.tradeDate,
    confirmDate: dates.confirmDate,
    availableDate: dates.availableDate,
    provisionalDates: provisionalAmong(datesOf(plan)),
  };
}

/** The two orders of a switch: the out-leg carries the shares and the fee, the in-leg the in-fund. */
function writeLegs(ctx: Context, plan: Plan, base: LegBase) {
  const outAppNo = insertOrder(ctx, {
    ...base,
    fund_code: plan.outSpec.code,
    business_type: 'SwitchOut',
    fee_mode: plan.view.shareType,
    list_fee: plan.priced.fee.toFixed(2),
    fee: plan.priced.fee.toFixed(2),
    dividend_type: plan.view.dividendType,
    apply_share: plan.shares.toFixed(2),
  });
  const inAppNo = insertOrder(ctx, {
    ...base,
    fund_code: plan.inSpec.code,
    business_type: 'SwitchIn',
    dividend_type: dividendModesOfFund(plan.inSpec)[0],
  });
  insertSwitchLink(ctx, {
    out_app_no: outAppNo,
    in_app_no: inAppNo,
    redeem_fee: plan.priced.redeemFee.toFixed(2),
    diff_fee: plan.priced.diffFee.toFixed(2),
  });
  return { outAppNo, inAppNo };
}

/**
 * Places a switch: every check (switch-plan.ts), then the trade password (with its lock), then — in one
 * transaction, on the clock as it is then — every check again, the two orders, the out-leg's trade record
 * (its shares frozen until confirmed) and the Idempotency-Key bound to the answer.
 */
export async function placeSwitch(
  ctx: Context,
  caller: Caller,
  body: SwitchBody,
  bind: BindKey,
): Promise<SwitchData> {
  const { account, session } = caller;
  switchPlan(ctx, account, body);
  await checkTradePassword(ctx, account, body.password);
  return transaction(ctx, () => {
    const plan = switchPlan(ctx, account, body);
    const now = ctx.clock.now();
    const { dates } = plan;
    const base: LegBase = {
      account_id: account.id,
      trade_account: body.tradeAccount,
      apply_sum: ZERO.toFixed(2),
      fee_mode: 'A',
      list_fee: ZERO.toFixed(2),
      fee: ZERO.toFixed(2),
      // No money moves between the investor and the fund: the switched amount stays with the registrar.
      capital_mode: '1',
      bank_no: null,
      bank_account: null,
      dividend_type: '1',
      first_purchase: 0,
      ...placedOrderDates(now, dates),
      remit_dead_date: null,
      remittance_time: null,
      session_hash: session.token_hash,
    };
    const { outAppNo, inAppNo } = writeLegs(ctx, plan, base);
    insertApplyRecord(
      ctx,
      outAppNo,
      { ...base, fund_code: plan.outSpec.code },
      { amount: ZERO.toFixed(2), shares: plan.shares.toFixed(2) },
    );
    const codes = ORDER_CODES.applied;
    const data: SwitchData = {
      appNo: outAppNo,
      inAppNo,
      status: codes.orderStatus,
      confirmStatus: codes.confirmStatus,
      fundCode: plan.outSpec.code,
      fundName: plan.outSpec.name,
      targetFundCode: plan.inSpec.code,
      targetFundName: plan.inSpec.name,
      tradeAccount: body.tradeAccount,
      applyShare: plan.shares.toFixed(2),
      estimatedFee: plan.priced.fee.toFixed(2),
      estimatedInAmount: plan.priced.inAmount.toFixed(2),
      applyDate: dates.applyDate,
      applyTime: clockText(now),
      tradeDate: dates.tradeDate,
      confirmDate: dates.confirmDate,
      availableDate: dates.availableDate,
      cutOffTime: CUTOFF_TIME,
      provisionalDates: provisionalAmong(datesOf(plan)),
    };
    bind(outAppNo, ok(data, SWITCH_ACCEPTED));
    return data;
  });
}
