import '../../api/support/node-fetch';

import { createHttpSender } from '@/shared/reporting/http-sender';
import { type ErrorReport } from '@/shared/reporting/types';

import { TestServer } from '../../api/support/test-server';

const server = new TestServer();
beforeAll(() => server.start());
afterAll(() => server.stop());

const report = (i: number): ErrorReport => ({
  kind: 'error',
  message: `m${i}`,
  url: 'http://localhost/',
  at: '2024-01-01T00:00:00.000Z',
});

describe('createHttpSender', () => {
  it('posts { reports } to /v1/client/errors, at most 20 per request', async () => {
    server.on('POST', '/v1/client/errors', { body: { state: 200000, data: null, message: 'success' } });
    const send = createHttpSender({ url: `${server.baseUrl}/v1/client/errors` });
    await send(Array.from({ length: 25 }, (_, i) => report(i)));
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/client/errors', '/v1/client/errors']);
    const bodies = server.requests.map((r) => JSON.parse(r.body.toString()) as { reports: ErrorReport[] });
    expect(bodies.map((b) => b.reports.length)).toEqual([20, 5]);
    expect(bodies[1].reports[4]).toEqual(report(24));
    expect(server.requests[0].headers['content-type']).toBe('application/json');
  });

  it('asks for keepalive so a batch sent on page hide still arrives', async () => {
    const fetchFn = jest.fn(async () => new Response(null));
    await createHttpSender({ fetchFn: fetchFn as unknown as typeof fetch })([report(1)]);
    expect(fetchFn).toHaveBeenCalledWith(
      '/v1/client/errors',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }),
    );
  });
});
