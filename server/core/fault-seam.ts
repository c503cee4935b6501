import type { Context } from './context';

/**
 * The steps of placing a buying order, in their order: the last two come after the bank took a fast-pay
 * debit (trading-rules FP4). A test fails one to prove what the investor's card and orders are left with.
 */
export const BUY_STEPS = [
  'fee',
  'order',
  'privateOrder',
  'tradeRecord',
  'confirmations',
  'answer',
  'bind',
  'debited',
  'booked',
] as const;
export type FaultStep = (typeof BUY_STEPS)[number];

/** Throws when the test suite asked this step to fail; nothing otherwise (never reachable from HTTP). */
export function faultSeam(ctx: Context, step: FaultStep): void {
  ctx.testOnlyFault?.(step);
}

/** The option as buildApp takes it: refused with NODE_ENV=production, like testOnlyScryptN. */
export function testOnlyFault(fault: ((step: FaultStep) => void) | undefined) {
  if (fault && process.env.NODE_ENV === 'production')
    throw new Error('testOnlyFault is refused in production');
  return fault;
}
