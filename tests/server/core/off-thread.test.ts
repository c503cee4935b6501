import path from 'node:path';

import { createOffThread, type OffThread } from '@/server/core/off-thread/pool';
import { embeddedDigest, sourceDigest } from '@/server/core/pdf/layout';
import type { OffThreadJobs } from '@/server/off-thread-jobs';

/**
 * Issue 39, medium 3 and 4: a PDF's layout and a slider's drawing held the event loop (30 parallel downloads
 * held every other request for 3.5 s). They run on worker threads now: the event loop keeps turning meanwhile.
 */
jest.setTimeout(60000);

const JOBS = path.resolve(__dirname, '../../../server/off-thread-jobs.ts');
let pool: OffThread<OffThreadJobs>;
beforeAll(() => {
  pool = createOffThread<OffThreadJobs>(JOBS, 'OFF_THREAD_JOBS', 1);
});
afterAll(() => pool.close());

/** A statement of many pages: on the event loop its layout would take well over 100 ms in one piece. */
const LONG = [
  '# 交易记录',
  '> 投资者 张三 · 期间 2026-01-01 至 2026-12-31',
  ...Array.from(
    { length: 400 },
    (_, i) => `2026-03-0${(i % 9) + 1} 申购 国证稳健增长混合（970001） 金额 ${i}.00 元 已受理`,
  ),
].join('\n');

/** Counts turns of the event loop until `done` settles. */
async function turnsWhile<T>(done: Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let settled = false;
  const spin = () => {
    if (settled) return;
    turns += 1;
    setImmediate(spin);
  };
  setImmediate(spin);
  const value = await done.finally(() => {
    settled = true;
  });
  return { value, turns };
}

describe('work off the event loop', () => {
  it('lays a PDF out on a worker: the right document comes back, and the event loop turned meanwhile', async () => {
    await pool.run('puzzle', { holeX: 200, holeY: 100 }); // the worker has started
    const { value, turns } = await turnsWhile(pool.run('pdf', { source: LONG, title: '交易记录' }));
    const pdf = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(embeddedDigest(pdf)).toBe(sourceDigest(LONG));
    expect(turns).toBeGreaterThan(20);
  });

  it('draws a slider puzzle on a worker: two PNGs come back', async () => {
    const { background, slider } = await pool.run('puzzle', { holeX: 200, holeY: 100 });
    for (const png of [background, slider]) {
      expect(Buffer.from(png.buffer, png.byteOffset, 4).subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('answers a failed job with its error, and the worker goes on with the next', async () => {
    await expect(pool.run('pdf', { source: '# 别的标题', title: '交易记录' })).rejects.toThrow('别的标题');
    const again = await pool.run('pdf', { source: '# 交易记录', title: '交易记录' });
    expect(again.byteLength).toBeGreaterThan(1000);
  });

  it('refuses jobs once closed', async () => {
    const closed = createOffThread<OffThreadJobs>(JOBS, 'OFF_THREAD_JOBS', 1);
    await closed.close();
    await expect(closed.run('puzzle', { holeX: 200, holeY: 100 })).rejects.toThrow('closed');
  });

  it('closes while the workers draw: what they hold finishes, what waits is refused, the process lives on', async () => {
    const busy = createOffThread<OffThreadJobs>(JOBS, 'OFF_THREAD_JOBS', 2);
    await busy.run('puzzle', { holeX: 200, holeY: 100 }); // one worker started
    const drawing = Array.from({ length: 12 }, () =>
      busy.run('puzzle', { holeX: 200, holeY: 100 }).then(
        () => 'drawn',
        (error: Error) => error.message,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await busy.close();
    const outcomes = await Promise.all(drawing);
    expect(outcomes).toContain('off-thread pool closed');
    expect(outcomes.every((outcome) => outcome === 'drawn' || outcome === 'off-thread pool closed')).toBe(
      true,
    );
    // The closed workers have exited; this thread still runs (a worker terminated in the middle of a zlib
    // stream's making used to abort the whole process).
    expect((await pool.run('puzzle', { holeX: 10, holeY: 10 })).background.byteLength).toBeGreaterThan(100);
  });
});
