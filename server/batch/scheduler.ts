import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { shanghaiParts } from '@/shared/time';

import { calendarWarning } from '../core/calendar';
import type { Context } from '../core/context';
import type { BatchPace } from '../core/environment';
import { RuleError } from '../core/rule-error';
import { publishNavs } from '../fund/funds';
import { navPublishedThrough } from '../fund/rules';
import type { DayRun } from './day-run';
import { Pace } from './pace';
import { confirmBatchSteps } from './run-batch';
import { releaseDeadRunLocks, releaseRunLock, renewRunLock, takeRunLock } from './store';

/**
 * The confirm batch outside the request path (issue 29). The back office's day moves on at 00:00 and at
 * 20:00 Shanghai (the NAV publication), on its clock — which tests and `POST /__dev/clock` move at will —
 * so a timer looks at the clock every second and runs the catch-up (NAVs, then the confirm batch) when
 * either moved on. A run confirms orders until `chunk` of them or `sliceMs` of work, then lets the requests
 * that came meanwhile run (setImmediate, or a pause of `pauseMs`), then goes on. Runs never overlap: they
 * queue one behind the other, and each holds the `confirm-batch` lock row for its duration (a lease in real
 * time, renewed as it goes); each order moves from applied with a compare-and-set (store.ts setOrderState).
 */
export interface BatchScheduler {
  /** Runs the catch-up now, after the one in progress if any, and answers what it did (the dev hooks). */
  runNow(): Promise<DayRun>;
  /** Resolves once the catch-up due at the clock as it is now has run (a test that moved the clock). */
  settled(): Promise<void>;
  /** Runs `work` while no run is in progress or starts (`POST /__dev/state/restore`). */
  exclusive<T>(work: () => T | Promise<T>): Promise<T>;
  /** No more runs: the one in progress stops at its next pause (closing; the rest waits for next time). */
  stop(): Promise<void>;
}

const LOCK = 'confirm-batch';
const TICK_MS = 1000;
/** A holder that stopped renewing (killed) blocks the next run this long at most. */
const LEASE_MS = 60_000;

class Stopped extends Error {}

const schedulers = new WeakMap<Context, BatchScheduler>();

/** The scheduler started for this back office (the dev hooks run and await it). */
export function batchScheduler(ctx: Context): BatchScheduler {
  const scheduler = schedulers.get(ctx);
  if (!scheduler) throw new Error('the confirm batch scheduler is not started');
  return scheduler;
}

/** What makes a run due: a new Shanghai day or a new NAV publication since the last run. */
function dueKey(now: number): string {
  const today = shanghaiParts(now).date;
  try {
    return `${today}|${navPublishedThrough(now)}`;
  } catch (error) {
    // Past the exchange calendar's range: the run (once a day) will say so.
    if (error instanceof RuleError && error.kind === 'calendar-range') return `${today}|`;
    throw error;
  }
}

const dayOfKey = (key: string) => key.slice(0, 8);

const nextTurn = (pauseMs: number) =>
  new Promise<void>((resolve) => (pauseMs > 0 ? setTimeout(resolve, pauseMs) : setImmediate(resolve)));

/** Starts the timer; the first catch-up is due at once (the back office may have been down for days). */
export function startBatchScheduler(ctx: Context, log: FastifyBaseLogger, pace: BatchPace): BatchScheduler {
  const holder = `${process.pid}:${randomUUID()}`;
  releaseDeadRunLocks(ctx);
  let queue: Promise<unknown> = Promise.resolve();
  let lastKey: string | null = null;
  let scheduled = false;
  let stopping = false;
  // buildApp warned for the day it starts on.
  let warnedOn = shanghaiParts(ctx.clock.now()).date;

  /** One after the other, whatever the outcome of the one before. */
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  /** Once a day from 60 days before the published calendar ends: the alert ops act on (and /readyz). */
  const warnIfCalendarEnds = (now: number) => {
    const today = shanghaiParts(now).date;
    if (warnedOn === today) return;
    warnedOn = today;
    const warning = calendarWarning(today);
    if (warning) log.warn({ calendar: 'ending' }, warning);
  };

  async function run(): Promise<DayRun> {
    if (stopping) throw new Stopped('the back office is closing');
    warnIfCalendarEnds(ctx.clock.now());
    const started = performance.now();
    const key = dueKey(ctx.clock.now());
    // Held by another holder only while its lease runs (one process per data folder: at start there is none).
    if (!takeRunLock(ctx, LOCK, holder, Date.now(), Date.now() + LEASE_MS)) {
      throw new Error('另一确认批处理正在运行，请稍后再试');
    }
    try {
      const navsPublishedThrough = publishNavs(ctx);
      const slices = new Pace(pace.chunk, pace.sliceMs);
      const steps = confirmBatchSteps(ctx, slices, log);
      let renewed = Date.now();
      for (let pauses = 0; ;) {
        slices.resume();
        let step = steps.next();
        // A step working asynchronously (the notices) is awaited, then the batch goes on.
        while (!step.done && typeof step.value !== 'number') {
          await step.value;
          step = steps.next();
        }
        if (step.done) {
          lastKey = key;
          const batch = step.value;
          const counts = {
            date: batch.date,
            confirmed: batch.confirmed.length,
            partlyConfirmed: batch.partlyConfirmed.length,
            failed: batch.failed.length,
            waiting: batch.waiting.length,
          };
          log.info({ batch: counts, ms: Math.round(performance.now() - started) }, 'confirm batch done');
          return { navsPublishedThrough, batch };
        }
        // A batch longer than one chunk says so once, as it starts sharing the process with requests.
        if (pauses++ === 0) log.info({ batch: { date: dayOfKey(key) } }, 'confirm batch running in chunks');
        await nextTurn(pace.pauseMs);
        if (stopping)
          throw new Stopped(`stopped before order ${typeof step.value === 'number' ? step.value : '…'}`);
        if (Date.now() - renewed > LEASE_MS / 4) {
          if (!renewRunLock(ctx, LOCK, holder, Date.now() + LEASE_MS))
            throw new Error('确认批处理的锁已失效');
          renewed = Date.now();
        }
      }
    } finally {
      releaseRunLock(ctx, LOCK, holder);
    }
  }

  /** A run the timer found due: its failure is logged, and the next is due at the next day or NAV time. */
  async function scheduledRun(): Promise<void> {
    scheduled = false;
    const key = dueKey(ctx.clock.now());
    if (key === lastKey) return;
    try {
      await run();
    } catch (error) {
      if (error instanceof Stopped) return;
      lastKey = key;
      // Past the exchange calendar's range nothing can be published or confirmed (the trading calls say so).
      if (error instanceof RuleError && error.kind === 'calendar-range')
        log.warn({ err: error }, 'catch-up skipped');
      else log.error({ err: error }, 'confirm batch failed');
    }
  }

  const tick = () => {
    if (stopping) return;
    const now = ctx.clock.now();
    warnIfCalendarEnds(now);
    if (scheduled || dueKey(now) === lastKey) return;
    scheduled = true;
    void serial(scheduledRun);
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();

  const scheduler: BatchScheduler = {
    runNow: () => serial(run),
    settled: () => serial(scheduledRun),
    exclusive: (work) =>
      serial(async () => {
        const result = await work();
        lastKey = null;
        return result;
      }),
    async stop() {
      stopping = true;
      clearInterval(timer);
      await queue;
    },
  };
  schedulers.set(ctx, scheduler);
  return scheduler;
}
