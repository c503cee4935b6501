import { DEFAULT_OVER_LIMIT } from '@/shared/enums/fund';

import { addTradingDays } from '../core/calendar';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { Decimal, roundYuan, ZERO } from '../core/money';
import type { YyyyMmDd } from '../core/shanghai-day';
import { navOn } from '../fund/store-navs';
import type { FundSpec } from '../fund/types';
import { holdingLots, unlockedLots } from './holdings';
import { nextState, ORDER_CODES, type ConfirmOutcome } from './order-machine';
import { confirmRedemption } from './redemption-confirm';
import { redemptionDates } from './rules';
import { insertOrder, setOrderState, type OrderRow } from './store';
import { type BatchConfirmStatus, insertConfirmation, insertTradeRecord } from './store-confirm';
import { acceptRatioOn } from './store-large-redemption';
import {
  holdingsOf,
  insertRedeemedLot,
  lotsOf,
  setHolding,
  setHoldingDividendType,
  setLotShares,
} from './store-selling';

/** A booked redemption is traded on its fund's open day, when the fund is open whatever its status today. */
const asTraded = (spec: FundSpec, order: OrderRow): FundSpec =>
  order.business_type === 'BookRedeem' ? { ...spec, status: '0' } : spec;

/**
 * What a large redemption left unconfirmed, when the investor chose to postpone it (over_limit 1): a new
 * redemption of those shares on the next open day, on the same terms (they stay frozen until it is confirmed).
 */
function postponeRest(ctx: Context, order: OrderRow, spec: FundSpec, shares: string): void {
  const dates = redemptionDates(spec, addTradingDays(order.trade_date, 1));
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

/**
 * Confirms a due redemption by redemption-confirm.ts (the fund's status on T, the NAV of T, the large-
 * redemption ratio the manager decided for T, else 1) and writes it: the order's state, the confirmation (gross amount,
 * fee, confirmed shares), the trade record of the money paid out on the payout date, each lot's shares taken
 * first in first out (with its holding period, rate and fee) and the holding. Throws RuleError
 * 'missing-data' while the trade date's NAV is unpublished (the batch then waits).
 */
export function confirmRedemptionOrder(
  ctx: Context,
  order: OrderRow,
  spec: FundSpec,
  today: YyyyMmDd,
  now: number,
): ConfirmOutcome {
  const nav = navOn(ctx, order.fund_code, order.trade_date);
  // A lot still in the fund's minimum holding period on T cannot be taken.
  const lots = unlockedLots(spec, holdingLots(ctx, order), order.trade_date);
  const decision = confirmRedemption({
    order: {
      tradeDate: order.trade_date,
      shares: new Decimal(order.apply_share ?? '0'),
      overLimit: order.over_limit ?? DEFAULT_OVER_LIMIT,
    },
    fund: asTraded(spec, order),
    lots,
    nav: nav ? new Decimal(nav.nav) : null,
    acceptRatio: new Decimal(acceptRatioOn(ctx, order.fund_code, order.trade_date) ?? '1'),
  });
  const state = nextState(
    { state: order.state, tradeDate: order.trade_date, confirmDate: order.confirm_date },
    { type: 'confirm', on: today, outcome: decision.outcome },
  );
  const { quote } = decision;
  const key = { accountId: order.account_id, tradeAccount: order.trade_account, fundCode: order.fund_code };
  transaction(ctx, () => {
    setOrderState(ctx, order.app_no, state, now);
    if (decision.postponedShares.gt(ZERO))
      postponeRest(ctx, order, spec, decision.postponedShares.toFixed(2));
    insertConfirmation(ctx, {
      appNo: order.app_no,
      accountId: order.account_id,
      fundCode: order.fund_code,
      confirmDate: today,
      confirmStatus: ORDER_CODES[state].confirmStatus as BatchConfirmStatus,
      confirmedAmount: (quote?.gross ?? ZERO).toFixed(2),
      refund: '0.00',
      fee: (quote?.fee ?? ZERO).toFixed(2),
      nav: quote?.nav.toFixed(4) ?? null,
      shares: decision.confirmedShares.toFixed(2),
      reason: decision.reason,
      at: now,
    });
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
    const rows = new Map(
      lotsOf(ctx, order.account_id, order.trade_account, order.fund_code).map((r) => [String(r.id), r]),
    );
    let costOut = ZERO;
    for (const taken of quote.lots) {
      const row = rows.get(taken.lotId);
      if (!row) continue;
      const held = new Decimal(row.shares);
      const left = held.minus(taken.shares);
      // The cost leaves with the shares, pro rata; the last share takes what is left of it.
      const cost = left.eq(ZERO) ? ZERO : roundYuan(new Decimal(row.cost).times(left).div(held));
      costOut = costOut.plus(new Decimal(row.cost).minus(cost));
      setLotShares(ctx, row.id, left.toFixed(2), cost.toFixed(2));
      insertRedeemedLot(ctx, {
        appNo: order.app_no,
        lotId: row.id,
        shares: taken.shares.toFixed(2),
        holdingDays: taken.holdingDays,
        rate: taken.rate.toFixed(6),
        fee: taken.fee.toFixed(2),
      });
    }
    const [holding] = holdingsOf(ctx, order.account_id, {
      fundCode: order.fund_code,
      tradeAccount: order.trade_account,
    });
    if (!holding) return;
    setHolding(ctx, key, {
      shares: new Decimal(holding.shares).minus(quote.shares).toFixed(2),
      cost: new Decimal(holding.cost).minus(costOut).toFixed(2),
      updatedDate: today,
    });
  });
  return decision.outcome;
}

/** Puts a due dividend-method change in effect: the holding's method, the order confirmed. */
export function confirmDividendChange(
  ctx: Context,
  order: OrderRow,
  today: YyyyMmDd,
  now: number,
): ConfirmOutcome {
  const state = nextState(
    { state: order.state, tradeDate: order.trade_date, confirmDate: order.confirm_date },
    { type: 'confirm', on: today, outcome: 'full' },
  );
  transaction(ctx, () => {
    setOrderState(ctx, order.app_no, state, now);
    setHoldingDividendType(
      ctx,
      { accountId: order.account_id, tradeAccount: order.trade_account, fundCode: order.fund_code },
      order.dividend_type,
    );
    insertConfirmation(ctx, {
      appNo: order.app_no,
      accountId: order.account_id,
      fundCode: order.fund_code,
      confirmDate: today,
      confirmStatus: '1',
      confirmedAmount: '0.00',
      refund: '0.00',
      fee: '0.00',
      nav: null,
      shares: '0.00',
      reason: null,
      at: now,
    });
  });
  return 'full';
}
