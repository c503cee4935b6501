import { sendDueNotices } from '../../subscription/notice-run';
import type { BatchStep } from '../step';

/**
 * 对账单与提醒: the statements and reminders the run made due (subscription/notice-run.ts). A failure is
 * logged and does not fail the run: the day's confirmations stand, and the next run sends what is still due.
 */
export const notices: BatchStep = {
  name: 'notices',
  run: ({ ctx, log }) =>
    sendDueNotices(ctx).catch((error: unknown) => log.error({ err: error }, 'after the confirm batch')),
};
