import { shanghaiInstant, type YyyyMmDd } from '@/shared/time';
import { remittanceWindow } from '@/shared/trading';

import { addTradingDays, CUTOFF_TIME, tradeDateFor } from '../../core/calendar';
import { RuleError } from '../../core/rule-error';
import type { FundSpec } from '../../fund/types';

/**
 * The dates of an order. T is the trade date; the confirm date is T+n trading days (n = 1 for money-market
 * funds, 2 otherwise, per fund); confirmed shares become available (visible and redeemable) the trading
 * day after confirmation; redemption money is paid on T+n trading days (n per fund). A subscription is
 * confirmed like a purchase, counted from the last day of the raise, when the fund is established.
 */
export interface OrderDates {
  tradeDate: YyyyMmDd;
  confirmDate: YyyyMmDd;
  availableDate: YyyyMmDd;
  /** Redemptions only. */
  payoutDate: YyyyMmDd | null;
}

type DatedFund = Pick<FundSpec, 'confirmDays' | 'payoutDays' | 'raise'>;

export function purchaseDates(fund: DatedFund, tradeDate: YyyyMmDd): OrderDates {
  const confirmDate = addTradingDays(tradeDate, fund.confirmDays);
  return { tradeDate, confirmDate, availableDate: addTradingDays(confirmDate, 1), payoutDate: null };
}

export function subscriptionDates(fund: DatedFund, tradeDate: YyyyMmDd): OrderDates {
  if (!fund.raise) throw new RuleError('missing-data', '该产品没有认购期');
  const confirmDate = addTradingDays(fund.raise.to, fund.confirmDays);
  return { tradeDate, confirmDate, availableDate: addTradingDays(confirmDate, 1), payoutDate: null };
}

export function redeemDates(fund: DatedFund, tradeDate: YyyyMmDd): OrderDates {
  const confirmDate = addTradingDays(tradeDate, fund.confirmDays);
  return {
    tradeDate,
    confirmDate,
    availableDate: confirmDate,
    payoutDate: addTradingDays(tradeDate, fund.payoutDays),
  };
}

/** @internal The dates of a purchase placed at this instant (the order timeline's predictions). */
export const purchaseDatesAt = (fund: DatedFund, instantMs: number): OrderDates =>
  purchaseDates(fund, tradeDateFor(instantMs));

/**
 * A direct-sales bank transfer must arrive by the cut-off of the trade date, so that the order keeps its T:
 * remitDeadDate is T and remittanceTime the cut-off, 150000.
 */
export interface RemittanceDeadline {
  remitDeadDate: YyyyMmDd;
  /** HHmmss */
  remittanceTime: string;
}

export const remittanceDeadline = (tradeDate: YyyyMmDd): RemittanceDeadline => ({
  remitDeadDate: tradeDate,
  remittanceTime: CUTOFF_TIME,
});

/** Where the transfer stands on the server's clock (the page's rule, shared/trading): open, near or passed. */
export const remittanceState = (deadline: RemittanceDeadline, nowMs: number) =>
  remittanceWindow(shanghaiInstant(deadline.remitDeadDate, deadline.remittanceTime), nowMs);
