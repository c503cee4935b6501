import { addDays, addMonths, type YyyyMmDd } from '@/shared/time';

import { isTradingDay, nextTradingDay } from '../core/calendar';
import { RuleError } from '../core/rule-error';
import type { MinHolding } from '../fund/types';

/** The first trading day on or after a date (the date itself past the calendar's range). */
function tradingDayFrom(date: YyyyMmDd): YyyyMmDd {
  try {
    return isTradingDay(date) ? date : nextTradingDay(date);
  } catch (error) {
    if (error instanceof RuleError && error.kind === 'calendar-range') return date;
    throw error;
  }
}

const periodEnd = (lock: MinHolding, registered: YyyyMmDd, periods: number): YyyyMmDd =>
  lock.unit === 'month'
    ? addMonths(registered, lock.length * periods)
    : addDays(registered, lock.length * periods);

/**
 * When a lot registered on `registered` can be redeemed, seen from a trade date: null when the fund has no
 * minimum holding period. A fixed period (7天, 6个月, 一年持有期) ends on its 对日 (registration + the period,
 * a month's missing day clamped to its end) and the lot is redeemable from the first trading day on or after
 * it. A rolling one (30天滚动持有) is redeemable only on the first trading day on or after each period's end;
 * the answer is the next such day from the trade date on.
 */
export function unlockDate(
  lock: MinHolding | null,
  registered: YyyyMmDd,
  tradeDate: YyyyMmDd,
): YyyyMmDd | null {
  if (!lock) return null;
  if (!lock.rolling) return tradingDayFrom(periodEnd(lock, registered, 1));
  let periods = 1;
  let window = tradingDayFrom(periodEnd(lock, registered, periods));
  while (window < tradeDate) {
    periods += 1;
    window = tradingDayFrom(periodEnd(lock, registered, periods));
  }
  return window;
}

/** Whether a redemption with this trade date can take the lot. */
export function isUnlocked(lock: MinHolding | null, registered: YyyyMmDd, tradeDate: YyyyMmDd): boolean {
  const date = unlockDate(lock, registered, tradeDate);
  if (date === null) return true;
  return lock?.rolling ? date === tradeDate : date <= tradeDate;
}
