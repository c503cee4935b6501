import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../core/context';
import type { BatchSummary } from './day-run';
import type { Pace } from './pace';

/** Where a step that must not fail the run says what went wrong (the app's logger; the console elsewhere). */
export interface BatchLog {
  error(details: { err: unknown }, message: string): void;
}

/** The run a step works in: the back office's clock read once, and the summary the dev hooks answer. */
export interface BatchDay {
  ctx: Context;
  today: YyyyMmDd;
  now: number;
  summary: BatchSummary;
  log: BatchLog;
  /** Asked before each order: whether the batch pauses there for the requests. */
  pace: Pace;
}

/**
 * One step of the back-office batch (steps.ts lists them in the order they run). `run` does the step's
 * work for the day: a generator yields where `pace` paused it (before an order; the scheduler lets the
 * requests run, then resumes it); a promise is awaited before the next step.
 */
export interface BatchStep {
  name: string;
  run(day: BatchDay): void | Promise<unknown> | Generator<number, void, undefined>;
}
