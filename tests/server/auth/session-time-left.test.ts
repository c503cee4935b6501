import type { HttpClient } from '../support/http-client';
import { loggedIn } from '../support/portal';
import { startServer, type TestServer } from '../support/server';

/**
 * Issue 19, item 5: every signed-in answer tells the page how long its session has left
 * (x-session-seconds-left), and 继续登录 (POST /v1/auth/session/refresh) restarts the idle clock at once, where
 * the routine refresh waits 600 s.
 */
jest.setTimeout(60000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function secondsLeft(browser: HttpClient): Promise<number> {
  const answer = await browser.request('GET', '/v1/auth/user?t=1');
  expect(answer.status).toBe(200);
  return Number(answer.headers['x-session-seconds-left']);
}

describe('the session’s time left', () => {
  it('is on every signed-in answer, and 继续登录 restarts the idle clock', async () => {
    const browser = await loggedIn(server, 'qianQi');
    // (A few seconds of slack: the real time the calls take moves the clock too.)
    expect(await secondsLeft(browser)).toBeGreaterThanOrEqual(1795);
    server.clock.advance(300);
    // Within 600 s a call does not refresh: the idle clock runs on.
    const left = await secondsLeft(browser);
    expect(left).toBeLessThanOrEqual(1500);
    expect(left).toBeGreaterThanOrEqual(1495);

    const stay = await browser.request('POST', '/v1/auth/session/refresh', {});
    const { state, data } = stay.json as { state: number; data: { secondsLeft: number } };
    expect(state).toBe(200000);
    expect(data.secondsLeft).toBeGreaterThanOrEqual(1795);
    expect(Number(stay.headers['x-session-seconds-left'])).toBe(data.secondsLeft);

    // 1790 s after 继续登录 (2090 s after the login) the session still lives …
    server.clock.advance(1790);
    expect((await browser.get('/v1/auth/user?t=1')).state).toBe(200000);
  });

  it('runs out when nobody stays, and is not told to a caller without a session', async () => {
    const browser = await loggedIn(server, 'sunBa');
    server.clock.advance(1801);
    const gone = await browser.request('GET', '/v1/auth/user?t=1');
    expect((gone.json as { state: number }).state).toBe(401000);
    expect(gone.headers['x-session-seconds-left']).toBeUndefined();
    expect((await browser.post('/v1/auth/session/refresh')).state).toBe(401000);
  });
});
