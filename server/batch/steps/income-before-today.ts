import { addDays } from '@/shared/time';

import { registerIncome } from '../../order/dividend/register-income';
import type { BatchStep } from '../step';

/** Money-market income (万份收益) of the NAV days before today, on the shares registered at the end of each. */
export const incomeBeforeToday: BatchStep = {
  name: 'income-before-today',
  run: ({ ctx, today, now }) => {
    registerIncome(ctx, addDays(today, -1), now);
  },
};
