import type { BatchStep } from './step';
import { confirmOrders } from './steps/confirm-orders';
import { dividends } from './steps/dividends';
import { duePlans } from './steps/due-plans';
import { incomeBeforeToday } from './steps/income-before-today';
import { incomeToday } from './steps/income-today';
import { lapsedVisits } from './steps/lapsed-visits';
import { notices } from './steps/notices';
import { overdueTransfers } from './steps/overdue-transfers';

/**
 * The back-office batch, step by step, in the order it runs (after the NAVs due are published; one line
 * each on why it stands where it does). A new step is a module in steps/ and its entry here.
 */
export const BATCH_STEPS: readonly BatchStep[] = [
  // Before the orders: an unpaid transfer past its deadline must not be confirmed.
  overdueTransfers,
  // Before the orders: a private order past its return-visit deadline is void, not confirmed.
  lapsedVisits,
  // Before the orders: the days before today are settled (a redemption today takes the income up to yesterday).
  incomeBeforeToday,
  // Today's confirmations are part of the shares registered at the end of today (a dividend's record date).
  confirmOrders,
  // After the orders: a plan's purchase placed today is applied today, confirmed by a later run.
  duePlans,
  // After the orders: an ex-date's dividend goes to the shares registered at its end, today's confirmations included.
  dividends,
  // After the orders: today's income (published at 20:00) belongs to the shares left after them.
  incomeToday,
  // Last: the statements and reminders of what the run confirmed and published.
  notices,
];
