import { voidLapsedVisits } from '../../order/private/review-visit';
import type { BatchStep } from '../step';

/** Private orders whose return visit was not confirmed by its deadline are void and refunded in full. */
export const lapsedVisits: BatchStep = {
  name: 'lapsed-visits',
  run: ({ ctx, now, summary }) => {
    summary.failed.push(...voidLapsedVisits(ctx, now));
  },
};
