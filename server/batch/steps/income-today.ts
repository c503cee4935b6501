import { registerIncome } from '../../order/dividend/register-income';
import type { BatchStep } from '../step';

/** Today's money-market income (published at 20:00), on the shares left after today's orders. */
export const incomeToday: BatchStep = {
  name: 'income-today',
  run: ({ ctx, today, now }) => {
    registerIncome(ctx, today, now);
  },
};
