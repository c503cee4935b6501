import { shanghaiParts } from '@/shared/time';

import type { Context } from '../core/context';
import type { BatchSummary } from './day-run';
import { Pace } from './pace';
import type { BatchLog, BatchStep } from './step';
import { BATCH_STEPS } from './steps';

/** Outside the running back office (the bench's setup, a test) a step's logged failure goes to stderr. */
const CONSOLE: BatchLog = { error: (details, message) => console.error(message, details.err) };

/**
 * The back-office batch (steps.ts BATCH_STEPS, in order) as of the back office's clock. It yields a number
 * where the pace paused it before an order (the scheduler lets the requests run, then resumes it) and a
 * promise where a step works asynchronously (awaited before the batch goes on); it returns what the dev
 * hooks answer: the confirm batch's order numbers by outcome.
 */
export function* confirmBatchSteps(
  ctx: Context,
  pace = new Pace(),
  log = CONSOLE,
  steps: readonly BatchStep[] = BATCH_STEPS,
): Generator<number | Promise<unknown>, BatchSummary, undefined> {
  const now = ctx.clock.now();
  const today = shanghaiParts(now).date;
  const summary: BatchSummary = { date: today, confirmed: [], partlyConfirmed: [], failed: [], waiting: [] };
  for (const step of steps) {
    const work = step.run({ ctx, today, now, summary, log, pace });
    if (work instanceof Promise) yield work;
    else if (work) yield* work;
  }
  return summary;
}

/** The whole batch at once, without pauses (the bench's setup). */
export async function runConfirmBatch(ctx: Context): Promise<BatchSummary> {
  const steps = confirmBatchSteps(ctx);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await step.value;
  }
}
