import { DEFAULT_OVER_LIMIT } from '@/shared/enums/fund';
import { addDays, dashed, type YyyyMmDd } from '@/shared/time';
import { categoryPolicy } from '@/shared/trading';

import { addTradingDays } from '../../core/calendar';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { Decimal, ZERO } from '../../core/money';
import { RuleError } from '../../core/rule-error';
import { navOn } from '../../fund/store-navs';
import type { FundSpec } from '../../fund/types';
import { holdingLots, unlockedLots } from '../../holding/holdings';
import { frozenShares, holdingsOf } from '../../holding/store';
import { redeemDates } from '../calendar/rules';
import { factsOf, nextState, ORDER_CODES, type ConfirmOutcome } from '../common/order-machine';
import { insertOrder, setOrderState, type OrderRow } from '../common/store';
import {
  type BatchConfirmStatus,
  confirmationOf,
  insertConfirmation,
  insertTradeRecord,
} from '../common/store-confirm';
import { incomeToSettle } from '../dividend/income-rules';
import { incomeRegisteredAfter } from '../dividend/store-income';
import { confirmRedeem } from './confirm-rules';
import { acceptRatioOn } from './store-large-redeem';
import { takeFromLots } from './take-lots';

/** A booked redemption is traded on its fund's open day, when the fund is open whatever its status today. */
const asTraded = (spec: FundSpec, order: OrderRow): FundSpec =>
  order.business_type === 'BookRedeem' ? { ...spec, status: '0' } : spec;

/**
 * What a large redemption left unconfirmed, when the investor chose to postpone it (over_limit 1): a new
 * redemption of those shares on the next open day, on the same terms (they stay frozen until it is confirmed).
 */
function postponeRest(ctx: Context, order: OrderRow, spec: FundSpec, shares: string): void {
  const dates = redeemDates(spec, addTradingDays(order.trade_date, 1));
  insertOrder(ctx, {
    ...order,
    apply_share: shares,
    list_fee: '0.00',
    fee: '0.00',
    trade_date: dates.tradeDate,
    confirm_date: dates.confirmDate,
    available_date: dates.availableDate,
    payout_date: dates.payoutDate,
  });
}

const sum = (values: readonly string[]) => values.reduce((total, v) => total.plus(v), ZERO);

/**
 * A money-market redemption waits until the income of every day before its confirmation is published
 * (a weekend's or holiday's is published with the next trading day's NAV, at 20:00), so that the shares it
 * takes have earned, and been credited, all they are owed; then a whole redemption settles that income too
 * (dividend/income-rules.ts incomeToSettle). Answers the shares to redeem besides the ones applied for.
 */
function moneyMarketIncomeToSettle(ctx: Context, order: OrderRow, spec: FundSpec, today: YyyyMmDd) {
  const yesterday = addDays(today, -1);
  // A fund that stopped publishing (ended) owes no later income.
  const ended = spec.lastNavDate !== null && spec.lastNavDate < yesterday;
  if (!ended && !navOn(ctx, spec.code, yesterday)) {
    throw new RuleError('missing-data', `${spec.code}在${dashed(yesterday)}的收益尚未公布，暂不能确认`);
  }
  const key = { accountId: order.account_id, tradeAccount: order.trade_account, fundCode: order.fund_code };
  const [holding] = holdingsOf(ctx, order.account_id, key);
  if (!holding) return ZERO;
  return incomeToSettle({
    held: new Decimal(holding.shares),
    frozen: sum(frozenShares(ctx, key.accountId, key.tradeAccount, key.fundCode)),
    incomeSincePlaced: sum(incomeRegisteredAfter(ctx, key, order.applied_at)),
  });
}

/**
 * Confirms a due redemption by redeem/confirm-rules.ts (the fund's status on T, the NAV of T, the large-
 * redemption ratio the manager decided for T, else 1) and writes it: the order's state, the confirmation (gross amount,
 * fee, confirmed shares), the trade record of the money paid out on the payout date, each lot's shares taken
 * first in first out (with its holding period, rate and fee) and the holding. Throws RuleError
 * 'missing-data' while the trade date's NAV is unpublished (the batch then waits).
 */
export function confirmRedeemOrder(
  ctx: Context,
  order: OrderRow,
  spec: FundSpec,
  today: YyyyMmDd,
  now: number,
): ConfirmOutcome {
  const nav = navOn(ctx, order.fund_code, order.trade_date);
  // A lot still in the fund's minimum holding period on T cannot be taken.
  const lots = unlockedLots(spec, holdingLots(ctx, order), order.trade_date);
  const acceptRatio = new Decimal(acceptRatioOn(ctx, order.fund_code, order.trade_date) ?? '1');
  // 全部赎回 of a money-market fund takes the income carried over while it waited (never in a pro-rata day).
  const income =
    categoryPolicy(spec.category).dailyIncome && acceptRatio.eq('1')
      ? moneyMarketIncomeToSettle(ctx, order, spec, today)
      : ZERO;
  const decision = confirmRedeem({
    order: {
      tradeDate: order.trade_date,
      shares: new Decimal(order.apply_share ?? '0').plus(income),
      overLimit: order.over_limit ?? DEFAULT_OVER_LIMIT,
    },
    fund: asTraded(spec, order),
    lots,
    nav: nav ? new Decimal(nav.nav) : null,
    acceptRatio,
  });
  const state = nextState(factsOf(order), { type: 'confirm', on: today, outcome: decision.outcome });
  const { quote } = decision;
  const key = { accountId: order.account_id, tradeAccount: order.trade_account, fundCode: order.fund_code };
  transaction(ctx, () => {
    setOrderState(ctx, order.app_no, state, now);
    if (decision.postponedShares.gt(ZERO))
      postponeRest(ctx, order, spec, decision.postponedShares.toFixed(2));
    insertConfirmation(
      ctx,
      confirmationOf(order, {
        confirmDate: today,
        confirmStatus: ORDER_CODES[state].confirmStatus as BatchConfirmStatus,
        confirmedAmount: (quote?.gross ?? ZERO).toFixed(2),
        refund: '0.00',
        fee: (quote?.fee ?? ZERO).toFixed(2),
        nav: quote?.nav.toFixed(4) ?? null,
        shares: decision.confirmedShares.toFixed(2),
        reason: decision.reason,
        at: now,
      }),
    );
    if (!quote) return;
    insertTradeRecord(ctx, {
      ...key,
      appNo: order.app_no,
      kind: 'confirm',
      amount: quote.net.toFixed(2),
      shares: quote.shares.toFixed(2),
      recordDate: today,
      at: now,
    });
    takeFromLots(ctx, order, quote, today);
  });
  return decision.outcome;
}
