import type { Context } from '../core/context';
import { publishNavs } from '../fund/funds';
import type { DayRun } from './day-run';
import { runConfirmBatch } from './run-batch';

/**
 * What the back office does as its clock moves on: publish the NAVs now due, then run the batch's steps,
 * all at once. The running back office does it on its scheduler instead, in chunks (scheduler.ts);
 * this is for a setup that has nothing else to serve (the bench's earlier orders).
 */
export async function catchUp(ctx: Context): Promise<DayRun> {
  const navsPublishedThrough = publishNavs(ctx);
  return { navsPublishedThrough, batch: await runConfirmBatch(ctx) };
}
