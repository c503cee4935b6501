import { settleDividends } from '../../order/dividend/settle-dividends';
import type { BatchStep } from '../step';

/** The dividends of every published ex-date up to today: paid in cash or reinvested by each holding's method. */
export const dividends: BatchStep = {
  name: 'dividends',
  run: ({ ctx, today, now }) => {
    settleDividends(ctx, today, now);
  },
};
