import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ErrorBoundary } from '@/shared/components/error-boundary';
import { setActiveReporter } from '@/shared/reporting/active-reporter';
import { type ReportInput } from '@/shared/reporting/types';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom {"password":"p1"}');
  return <p>资产总览</p>;
}

/**
 * React and jsdom print a caught render error to console.error in development; these tests expect exactly
 * that output and nothing else.
 */
function expectRenderErrorLogs() {
  const unexpected: string[] = [];
  jest.mocked(console.error).mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    const expected =
      text.includes('boom') || text.includes('The above error occurred in the <Bomb> component');
    if (!expected) unexpected.push(text);
  });
  return unexpected;
}

function setup(explode: boolean) {
  const reports: ReportInput[] = [];
  setActiveReporter({ report: (r) => reports.push(r), flush: async () => {}, dispose: () => {} });
  const onReload = jest.fn();
  const unexpectedLogs = explode ? expectRenderErrorLogs() : [];
  const user = userEvent.setup();
  const view = render(
    <ErrorBoundary onReload={onReload}>
      <Bomb explode={explode} />
    </ErrorBoundary>,
  );
  return { user, reports, onReload, unexpectedLogs, ...view };
}

afterEach(() => setActiveReporter(null));

describe('ErrorBoundary', () => {
  it('renders the page when nothing fails', () => {
    const { reports } = setup(false);
    expect(screen.getByText('资产总览')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reports).toEqual([]);
  });

  it('shows a calm Chinese fallback with a reload button instead of a blank page', async () => {
    const { user, onReload, unexpectedLogs } = setup(true);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('页面出了点问题');
    expect(alert).not.toHaveTextContent('boom');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(unexpectedLogs).toEqual([]);
  });

  it('reports the error as a render failure with the component stack', () => {
    const { reports } = setup(true);
    expect(reports).toHaveLength(1);
    expect(reports[0].kind).toBe('render');
    expect(reports[0].message).toBe('Error: boom {"password":"p1"}');
    expect(reports[0].stack).toContain('Component stack:');
    expect(reports[0].stack).toContain('Bomb');
  });
});
