import '../../api/support/node-fetch';

import { reportError } from '@/shared/reporting';
import { setActiveReporter } from '@/shared/reporting/active-reporter';
import { bootReporting } from '@/shared/reporting/boot';

import { envelope, TestServer } from '../../api/support/test-server';

const server = new TestServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
afterEach(() => setActiveReporter(null));

async function waitForRequests(count: number) {
  for (let i = 0; i < 100 && server.requests.length < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('bootReporting', () => {
  it('sends uncaught errors and API failures, scrubbed, to the back office when the page is hidden', async () => {
    server.on('POST', '/v1/client/errors', { body: envelope(null) });
    bootReporting({ url: `${server.baseUrl}/v1/client/errors` });
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('idNo 110101199003070011 rejected'), message: 'x' }),
    );
    reportError({ kind: 'api', message: 'POST /v1/auth/sms: HTTP 502, not-json body' });
    expect(server.requests).toHaveLength(0);
    window.dispatchEvent(new Event('pagehide'));
    await waitForRequests(1);
    const { reports } = JSON.parse(server.requests[0].body.toString()) as {
      reports: Array<{ kind: string; message: string }>;
    };
    expect(reports.map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'error', message: 'Error: idNo 110*************11 rejected' },
      { kind: 'api', message: 'POST /v1/auth/sms: HTTP 502, not-json body' },
    ]);
  });
});
