import { installGlobalHandlers } from '@/shared/reporting/global-handlers';
import { type ReportInput, type Reporter } from '@/shared/reporting/types';

function setup() {
  const reports: ReportInput[] = [];
  const flush = jest.fn(async () => {});
  const reporter: Reporter = { report: (r) => reports.push(r), flush, dispose: () => {} };
  const uninstall = installGlobalHandlers(reporter, window);
  return { reports, flush, uninstall };
}

describe('installGlobalHandlers', () => {
  it('reports uncaught errors with their stack', () => {
    const { reports, uninstall } = setup();
    const error = new TypeError('x is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'Uncaught TypeError: x is undefined' }));
    uninstall();
    expect(reports).toEqual([{ kind: 'error', message: 'TypeError: x is undefined', stack: error.stack }]);
  });

  it('reports unhandled rejections, Error or not', () => {
    const { reports, uninstall } = setup();
    for (const reason of [new Error('late'), 'plain text', { state: 1 }]) {
      const event = Object.assign(new Event('unhandledrejection'), { reason });
      window.dispatchEvent(event);
    }
    uninstall();
    expect(reports.map((r) => [r.kind, r.message])).toEqual([
      ['rejection', 'Error: late'],
      ['rejection', 'plain text'],
      ['rejection', '{"state":1}'],
    ]);
  });

  it('ignores resource load errors and flushes when the page is hidden', () => {
    const { reports, flush, uninstall } = setup();
    window.dispatchEvent(new Event('error'));
    window.dispatchEvent(new Event('pagehide'));
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after uninstall' }));
    expect(reports).toEqual([]);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
