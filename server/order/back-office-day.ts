import type { FastifyInstance } from 'fastify';

import { calendarWarning } from '../core/calendar';
import type { Context } from '../core/context';
import { RuleError } from '../core/rule-error';
import { shanghaiParts } from '../core/shanghai-day';
import { publishNavs } from '../fund/funds';
import { navPublishedThrough } from '../fund/rules';
import { runConfirmBatch } from './confirm-run';
import type { DayRun } from './day-run';

/** What the back office does as its clock moves on: publish the NAVs now due, then run the confirm batch. */
export function catchUp(ctx: Context): DayRun {
  const navsPublishedThrough = publishNavs(ctx);
  return { navsPublishedThrough, batch: runConfirmBatch(ctx) };
}

const lastRun = new WeakMap<Context, string>();
const lastWarned = new WeakMap<Context, string>();

/**
 * Runs catchUp before the first request of each new day or NAV publication (20:00), wherever the clock was
 * moved from (real time, a test, `POST /__dev/clock`): checking costs a date computation per request.
 */
export function installCatchUp(app: FastifyInstance, ctx: Context): void {
  app.addHook('onRequest', async (request) => {
    const now = ctx.clock.now();
    const today = shanghaiParts(now).date;
    if (lastWarned.get(ctx) !== today) {
      // Once a day from 60 days before the published calendar ends: the alert ops act on (and /readyz).
      lastWarned.set(ctx, today);
      const warning = calendarWarning(today);
      if (warning) request.log.warn({ calendar: 'ending' }, warning);
    }
    try {
      const key = `${today}|${navPublishedThrough(now)}`;
      if (lastRun.get(ctx) === key) return;
      catchUp(ctx);
      lastRun.set(ctx, key);
    } catch (error) {
      // Past the exchange calendar's range nothing can be published or confirmed; the trading calls say
      // so themselves, and every other call (login, the user page) must keep working.
      if (!(error instanceof RuleError && error.kind === 'calendar-range')) throw error;
      request.log.warn({ err: error }, 'catch-up skipped');
    }
  });
}
