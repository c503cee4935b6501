import { invalidateOverdue } from '../../order/buy/payment';
import type { BatchStep } from '../step';

/** Bank transfers unpaid at their deadline become invalid (their limit is free again). */
export const overdueTransfers: BatchStep = {
  name: 'overdue-transfers',
  run: ({ ctx, now, summary }) => {
    summary.failed.push(...invalidateOverdue(ctx, now));
  },
};
