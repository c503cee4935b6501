import { createReporter } from '@/shared/reporting/reporter';
import { type ErrorReport } from '@/shared/reporting/types';

function setup(options: { batchSize?: number; flushMs?: number; maxPerMinute?: number } = {}) {
  const batches: ErrorReport[][] = [];
  let clock = Date.UTC(2024, 0, 2, 3, 4, 5);
  const reporter = createReporter({
    send: (reports) => {
      batches.push(reports);
    },
    now: () => clock,
    currentUrl: () => 'http://localhost/index.html#/hall?token=abc',
    ...options,
  });
  return { reporter, batches, advance: (ms: number) => (clock += ms) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createReporter', () => {
  it('waits flushMs to batch reports, then sends them scrubbed with the page address and time', async () => {
    const { reporter, batches } = setup({ flushMs: 1000 });
    reporter.report({ kind: 'error', message: 'login failed {"password":"p@ss"}', stack: 'at x?nonce=n1' });
    reporter.report({ kind: 'rejection', message: 'second' });
    expect(batches).toEqual([]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([
      [
        {
          kind: 'error',
          message: 'login failed {"password":"***"}',
          stack: 'at x?nonce=***',
          url: 'http://localhost/index.html#/hall?token=***',
          at: '2024-01-02T03:04:05.000Z',
        },
        {
          kind: 'rejection',
          message: 'second',
          url: 'http://localhost/index.html#/hall?token=***',
          at: '2024-01-02T03:04:05.000Z',
        },
      ],
    ]);
  });

  it('sends at once when a batch is full, and never more than 20 per batch', async () => {
    const { reporter, batches } = setup({ batchSize: 50, maxPerMinute: 100 });
    for (let i = 0; i < 45; i += 1) reporter.report({ kind: 'api', message: `m${i}` });
    await jest.advanceTimersByTimeAsync(0);
    expect(batches.map((b) => b.length)).toEqual([20, 20]);
    await reporter.flush();
    expect(batches.map((b) => b.length)).toEqual([20, 20, 5]);
  });

  it('accepts at most maxPerMinute reports in a rolling minute', async () => {
    const { reporter, batches, advance } = setup({ maxPerMinute: 3 });
    for (let i = 0; i < 10; i += 1) reporter.report({ kind: 'error', message: `loop ${i}` });
    await reporter.flush();
    expect(batches.flat().map((r) => r.message)).toEqual(['loop 0', 'loop 1', 'loop 2']);
    advance(60_000);
    reporter.report({ kind: 'error', message: 'later' });
    await reporter.flush();
    expect(batches.flat().map((r) => r.message)).toContain('later');
  });

  it('swallows a failing sender (a failed report is not reported again)', async () => {
    const send = jest.fn().mockRejectedValue(new Error('offline'));
    const reporter = createReporter({ send, currentUrl: () => '/' });
    reporter.report({ kind: 'error', message: 'x' });
    await expect(reporter.flush()).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
    await reporter.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('cuts long fields to what the back office accepts', async () => {
    const { reporter, batches } = setup();
    reporter.report({
      kind: 'error',
      message: 'a'.repeat(2000),
      stack: 'b'.repeat(9000),
      url: `/${'c'.repeat(900)}`,
    });
    await reporter.flush();
    const [report] = batches[0];
    expect(report.message).toHaveLength(500);
    expect(report.stack).toHaveLength(4000);
    expect(report.url).toHaveLength(500);
  });

  it('dispose drops what is queued', async () => {
    const { reporter, batches } = setup();
    reporter.report({ kind: 'error', message: 'x' });
    reporter.dispose();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(batches).toEqual([]);
  });
});
