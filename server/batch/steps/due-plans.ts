import { runDuePlans } from '../../order/plan/run-plans';
import type { BatchStep } from '../step';

/** 定投: the plans whose debit day has come place their purchases (traded today before the cut-off). */
export const duePlans: BatchStep = {
  name: 'due-plans',
  run: ({ ctx, today }) => runDuePlans(ctx, today),
};
