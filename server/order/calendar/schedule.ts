import type { BuyBusinessType } from '@/api/core/contract-trading';
import { dashed, type YyyyMmDd } from '@/shared/time';

import { addTradingDays, isTradingDay, previousTradingDay, tradingMoment } from '../../core/calendar';
import { tradingTimeCheck } from '../../fund/rules';
import type { FundSpec } from '../../fund/types';
import {
  purchaseDates,
  remittanceDeadline,
  subscriptionDates,
  type OrderDates,
  type RemittanceDeadline,
} from './rules';

/**
 * Booked purchases (预约申购) of a fund in its closed period (4) or issued but not yet open (2) are executed
 * on its next open day. This portal's funds open on the first trading day of each month (定期开放), so a
 * booking made today is traded on the first trading day of the next month; bookings are taken until the
 * trading day before it.
 */
function nextOpenDay(today: YyyyMmDd): YyyyMmDd {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(4, 6));
  const first = month === 12 ? `${year + 1}0101` : `${year}${String(month + 1).padStart(2, '0')}01`;
  return isTradingDay(first) ? first : addTradingDays(first, 1);
}

export interface BookingWindow {
  startDate: YyyyMmDd;
  endDate: YyyyMmDd;
  openDate: YyyyMmDd;
}

export function bookingWindow(today: YyyyMmDd): BookingWindow {
  const openDate = nextOpenDay(today);
  return { startDate: today, endDate: previousTradingDay(openDate), openDate };
}

/** When an order placed now is traded, confirmed and usable, and by when its money must arrive. */
export interface OrderSchedule extends OrderDates {
  applyDate: YyyyMmDd;
  remittance: RemittanceDeadline;
}

export type ScheduleAnswer = { ok: true; schedule: OrderSchedule } | { ok: false; reason: string };

/**
 * The schedule of a buying order placed at this instant, or why the fund takes no such order now: its
 * status, a private product's trading hours, the subscription period (D's tradingTimeCheck) and, for a
 * subscription placed after the cut-off of the raise's last day, the raise having ended.
 */
export function orderSchedule(fund: FundSpec, business: BuyBusinessType, instantMs: number): ScheduleAnswer {
  const check = tradingTimeCheck(fund, business, instantMs);
  if (!check.isTrade || check.date === null)
    return { ok: false, reason: check.message ?? '当前不能办理该业务' };
  const tradeDate = check.date;
  const applyDate = tradingMoment(instantMs).date;
  let dates: OrderDates;
  if (business === 'Subscribe') {
    if (fund.raise && tradeDate > fund.raise.to) {
      return { ok: false, reason: `该产品认购期已于${dashed(fund.raise.to)} 15:00结束` };
    }
    dates = subscriptionDates(fund, tradeDate);
  } else if (business === 'BookPurchase') {
    dates = purchaseDates(fund, bookingWindow(applyDate).openDate);
  } else {
    dates = purchaseDates(fund, tradeDate);
  }
  return { ok: true, schedule: { ...dates, applyDate, remittance: remittanceDeadline(dates.tradeDate) } };
}
