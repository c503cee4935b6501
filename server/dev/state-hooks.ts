import type { FastifyInstance } from 'fastify';

import { batchScheduler } from '../batch/scheduler';
import type { Context } from '../core/context';
import { restoreSnapshot, takeSnapshot, type Snapshot } from './store';

/**
 * `POST /__dev/state/restore`: every table back to the rows it held when the back office became ready (a
 * fresh data folder: the demo seed), so a browser test starts from the seeded accounts whatever ran before it
 * — passwords, locks, failure counts, sessions, pending logins, device nonces, SMS codes and send windows,
 * captchas, hand-over and OCR tokens, and the state kept in memory only (rate windows, challenges). The
 * clock's advances are undone too: the seeded rows are as old as they were at the start (a lot bought three
 * trading days before the seed is still under 7 days old), whatever an earlier test moved the clock to.
 */
export function stateDevRoutes(app: FastifyInstance, ctx: Context): void {
  let snapshot: Snapshot | undefined;
  // On ready, not now: the seed and every migration have run by then, whatever the order of registration.
  app.addHook('onReady', async () => {
    snapshot = takeSnapshot(ctx);
  });

  app.post(
    '/state/restore',
    { schema: { body: { type: 'object', properties: {}, additionalProperties: false } } },
    // Between two batch runs: a run never sees half of the old rows and half of the new.
    () =>
      batchScheduler(ctx).exclusive(() => {
        if (!snapshot) throw new Error('the back office is not ready yet');
        const rows = restoreSnapshot(ctx, snapshot);
        // What lives in memory only (rate windows, slider challenges, reset attempts) starts afresh too.
        ctx.volatile.clear();
        ctx.clock.reset();
        return { tables: snapshot.length, rows, now: new Date(ctx.clock.now()).toISOString() };
      }),
  );
}
