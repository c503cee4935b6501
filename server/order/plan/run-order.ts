import { DEDUCT_PAID } from '@/shared/enums/fund';

import { debitingLast } from '../../bank/card-debit';
import { fastPayLimitRefusal, PAYING_CARD_TEXT } from '../../bank/fast-pay';
import { cardById } from '../../bank/store-cards';
import type { Context } from '../../core/context';
import { hint } from '../../core/http/envelope';
import { parseYuan } from '../../core/money';
import { feeTableFor } from '../../fund/fee-tiers';
import { requireFund } from '../../fund/funds';
import { amountRefusal, limitState } from '../buy/limits';
import { quotePurchaseFee } from '../buy/rules';
import { orderSchedule } from '../calendar/schedule';
import { insertOrder, placedOrderDates, type NewOrder } from '../common/store';
import { insertApplyRecord } from '../common/store-confirm';
import { dividendModesOfFund } from '../dividend/rules';
import { PLAN_REFUSAL } from './rules';
import type { PlanRow } from './store';

/**
 * One period's 定投申购, by the rules of a purchase placed now: the fund takes purchases (its status, the
 * trade date by the cut-off), the amount within its limits, the card bound with fast pay and within its
 * bank's limits, the fee at the online discount, T+1 confirmation; the debit last (bank/card-debit.ts).
 * `record` writes the run in the same transaction. A refusal throws its reason and leaves nothing.
 */
export function placePlanOrder(ctx: Context, plan: PlanRow, record: (appNo: string) => void): string {
  return debitingLast(ctx, () => {
    const now = ctx.clock.now();
    const spec = requireFund(ctx, plan.fund_code);
    const answer = orderSchedule(spec, 'Purchase', now);
    if (!answer.ok) throw hint(answer.reason);
    const { schedule } = answer;
    const card = cardById(ctx, plan.card_id);
    if (!card || card.state !== 'bound') throw hint(PLAN_REFUSAL.cardGone);
    if (!card.fast_pay) throw hint(PAYING_CARD_TEXT.notFastPay);
    const limitProblem = amountRefusal(ctx, plan.account_id, spec, plan.amount, schedule.tradeDate);
    if (limitProblem) throw hint(limitProblem);
    const cardProblem = fastPayLimitRefusal(ctx, card, plan.amount, now);
    if (cardProblem) throw hint(cardProblem);
    const amount = parseYuan(plan.amount);
    const quote = quotePurchaseFee({
      table: feeTableFor(spec, 'Purchase'),
      amount,
      mode: 'A',
      channel: 'online',
      backEndOffered: spec.fees.backEnd !== null,
    });
    const order: NewOrder = {
      account_id: plan.account_id,
      trade_account: plan.trade_account,
      fund_code: spec.code,
      business_type: 'Purchase',
      apply_sum: amount.toFixed(2),
      fee_mode: 'A',
      list_fee: quote.listFee.toFixed(2),
      fee: quote.fee.toFixed(2),
      capital_mode: '2',
      bank_no: card.bank_code,
      bank_account: card.card_no,
      dividend_type: dividendModesOfFund(spec)[0],
      first_purchase: limitState(ctx, plan.account_id, spec.code, schedule.tradeDate).firstPurchase ? 1 : 0,
      ...placedOrderDates(now, schedule),
      remit_dead_date: null,
      remittance_time: null,
      session_hash: plan.session_hash,
      paid_at: now,
      deduct_status: DEDUCT_PAID,
    };
    const appNo = insertOrder(ctx, order);
    insertApplyRecord(ctx, appNo, order, { amount: amount.toFixed(2), shares: '0.00' });
    record(appNo);
    return { value: appNo, debit: { cardNo: card.card_no, appNo, amount: amount.toFixed(2), at: now } };
  });
}
