import type { YyyyMmDd } from '@/shared/time';

import { isTradingDay, nextTradingDay } from '../../core/calendar';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { fundSpec } from '../../fund/funds';
import type { FundSpec } from '../../fund/types';
import { purchaseDates, redeemDates, subscriptionDates, type OrderDates } from './rules';
import { appliedOrdersDatedAfter, setOrderDates, type PredictedOrderRow } from './store';

/** An order's dates counted again from its trade date on the calendar as it now stands. */
function datesOf(spec: FundSpec, row: PredictedOrderRow): OrderDates {
  // A trade date the new calendar closes moves to the next trading day, as an order placed that day would.
  const tradeDate = isTradingDay(row.trade_date) ? row.trade_date : nextTradingDay(row.trade_date);
  switch (row.business_type) {
    case 'Subscribe':
      return { ...subscriptionDates(spec, row.trade_date), tradeDate: row.trade_date };
    case 'Redeem':
    case 'BookRedeem':
      return redeemDates(spec, tradeDate);
    case 'BonusWay': {
      const { confirmDate } = purchaseDates(spec, tradeDate);
      return { tradeDate, confirmDate, availableDate: confirmDate, payoutDate: null };
    }
    default:
      return purchaseDates(spec, tradeDate);
  }
}

/**
 * After the calendar changed (a new year's notice loaded): the orders still waiting whose dates were predicted
 * past the old published end are dated again, so the batch confirms them on the days that turn out to be
 * trading days and the investor's transit list shows those. Answers how many orders changed.
 */
export function refreshPredictedDates(ctx: Context, publishedBefore: YyyyMmDd): number {
  return transaction(ctx, () => {
    let changed = 0;
    for (const row of appliedOrdersDatedAfter(ctx, publishedBefore)) {
      const spec = fundSpec(ctx, row.fund_code);
      if (!spec) continue;
      const dates = datesOf(spec, row);
      const next: PredictedOrderRow = {
        ...row,
        trade_date: dates.tradeDate,
        confirm_date: dates.confirmDate,
        available_date: dates.availableDate,
        payout_date: row.payout_date === null ? null : dates.payoutDate,
        remit_dead_date: row.remit_dead_date === null ? null : dates.tradeDate,
      };
      if (JSON.stringify(next) === JSON.stringify(row)) continue;
      setOrderDates(ctx, next);
      changed += 1;
    }
    return changed;
  });
}
