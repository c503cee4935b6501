import type { BatchSummary } from '@/server/batch/day-run';
import { Pace } from '@/server/batch/pace';
import { confirmBatchSteps } from '@/server/batch/run-batch';
import { batchScheduler } from '@/server/batch/scheduler';
import { releaseRunLock, renewRunLock, takeRunLock } from '@/server/batch/store';
import { RuleError } from '@/server/core/rule-error';
import { setOrderState } from '@/server/order/common/store';

import { appliedOrders } from '../../../scripts/bench/prepare';
import { MONDAY_10AM, serverAt } from '../order/support';
import type { TestServer } from '../support/server';

/**
 * Issue 29: the confirm batch runs beside the requests, in chunks, and never confirms an order twice —
 * whatever else moves it meanwhile, and however many runs are asked for at once.
 */
jest.setTimeout(120000);

let server: TestServer;
beforeEach(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterEach(() => server.close());

const ctx = () => server.app.portal;
const count = (sql: string) => ctx().db.get<{ n: number }>(sql)?.n ?? 0;
const decided = (batch: BatchSummary) => [...batch.confirmed, ...batch.partlyConfirmed, ...batch.failed];
const applied = () =>
  count("SELECT COUNT(*) AS n FROM orders WHERE state = 'applied' AND session_hash = 'bench'");

describe('the run lock', () => {
  it('is held by one holder until its lease runs out; only the holder renews or releases it', () => {
    expect(takeRunLock(ctx(), 'test', 'a', 1000, 2000)).toBe(true);
    expect(takeRunLock(ctx(), 'test', 'b', 1500, 2500)).toBe(false);
    expect(renewRunLock(ctx(), 'test', 'b', 3000)).toBe(false);
    expect(renewRunLock(ctx(), 'test', 'a', 3000)).toBe(true);
    expect(takeRunLock(ctx(), 'test', 'b', 2500, 3500)).toBe(false);
    // a stopped renewing (killed): once its lease ran out, b takes over and a can no longer renew.
    expect(takeRunLock(ctx(), 'test', 'b', 3000, 4000)).toBe(true);
    expect(renewRunLock(ctx(), 'test', 'a', 5000)).toBe(false);
    releaseRunLock(ctx(), 'test', 'a');
    expect(takeRunLock(ctx(), 'test', 'c', 3100, 4100)).toBe(false);
    releaseRunLock(ctx(), 'test', 'b');
    expect(takeRunLock(ctx(), 'test', 'c', 3100, 4100)).toBe(true);
  });
});

describe('the confirm batch on the scheduler', () => {
  it('answers requests while it confirms, in chunks', async () => {
    appliedOrders(server.app, 3000, '20261123');
    let answeredDuring = 0;
    let batchDone = false;
    const batch = batchScheduler(ctx())
      .runNow()
      .finally(() => {
        batchDone = true;
      });
    while (!batchDone) {
      const answer = await fetch(`${server.url}/v1/fund?pageSize=1&t=1`);
      expect(answer.status).toBe(200);
      if (!batchDone) answeredDuring += 1;
    }
    const { batch: summary } = await batch;
    expect(decided(summary)).toHaveLength(3000);
    expect(answeredDuring).toBeGreaterThan(0);
    expect(applied()).toBe(0);
  });

  it('runs what is asked at once one run after the other: each order is confirmed once', async () => {
    appliedOrders(server.app, 500, '20261123');
    const runs = await Promise.all([1, 2, 3].map(() => batchScheduler(ctx()).runNow()));
    expect(runs.map((run) => decided(run.batch).length)).toEqual([500, 0, 0]);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM confirmations c JOIN orders o USING (app_no) WHERE o.session_hash = 'bench'",
      ),
    ).toBe(500);
  });

  it('skips an order moved by someone else after its page was read (compare-and-set on its state)', () => {
    appliedOrders(server.app, 3, '20261123');
    const [, second] = ctx().db.all<{ app_no: string }>(
      "SELECT app_no FROM orders WHERE session_hash = 'bench' ORDER BY rowid",
    );
    const steps = confirmBatchSteps(ctx(), new Pace(1));
    // The first order confirmed; the batch pauses before the second, whose row it has read already.
    expect(steps.next().done).toBe(false);
    setOrderState(ctx(), second.app_no, 'cancelled', 0);
    let step = steps.next();
    while (!step.done) step = steps.next();
    expect(decided(step.value)).toHaveLength(2);
    expect(decided(step.value)).not.toContain(second.app_no);
    expect(count(`SELECT COUNT(*) AS n FROM confirmations WHERE app_no = '${second.app_no}'`)).toBe(0);
    // Moving an order that is no longer applied writes nothing.
    expect(() => setOrderState(ctx(), second.app_no, 'confirmed', 0)).toThrow(RuleError);
    expect(ctx().db.get('SELECT state FROM orders WHERE app_no = ?', [second.app_no])).toEqual({
      state: 'cancelled',
    });
  });
});
