import http from 'node:http';

import { loggedIn } from '../server/support/portal';
import { startServer, type TestServer } from '../server/support/server';

/**
 * Issue 12, item 9: a POST without a body and without a content type (what `fetch(url, {method: 'POST'})`
 * and `curl -X POST` send) is answered 400 with a clear message where the call needs a body, and a bare
 * logout ends the session whatever its body.
 */
jest.setTimeout(60000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A request with exactly these headers and no body at all. */
function bare(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        new URL(path, server.url),
        { method: 'POST', headers, agent: false },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}

describe('a bodiless POST without a content type', () => {
  it('is a 400 naming the missing field where the call needs a body', async () => {
    const answer = await bare('/v1/auth/captcha');
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      400,
      { state: 400000, data: null, message: '请求体缺少必填字段 id' },
    ]);
  });

  it('checks the session like an empty JSON body does', async () => {
    const answer = await bare('/v1/auth/check');
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      200,
      { state: 200000, data: false, message: '成功' },
    ]);
  });

  it('logs out: the session ends and its cookie is cleared', async () => {
    const browser = await loggedIn(server, 'zhangSan');
    const cookie = `PSESSION=${browser.cookies.get('PSESSION')}`;
    const answer = await bare('/v1/auth/logout', { cookie });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      200,
      { state: 200000, data: null, message: '成功' },
    ]);
    expect(String(answer.headers['set-cookie'])).toMatch(/PSESSION=; .*Max-Age=0/);
    expect((await browser.get('/v1/auth/user?t=1')).state).toBe(401000);
  });

  it('logs out even when the body is refused', async () => {
    const browser = await loggedIn(server, 'qianQi');
    const refused = await browser.request('POST', '/v1/auth/logout', { unexpected: 1 });
    expect(refused.status).toBe(400);
    expect((await browser.get('/v1/auth/user?t=1')).state).toBe(401000);
  });
});
