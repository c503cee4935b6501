import { devHooksEnabled } from '@/server/dev/gate';

import { clientOf } from '../server/support/portal';
import { startServer, type TestServer } from '../server/support/server';

/**
 * Issue 12, item 8: the dev hooks (/__dev: SMS outbox, slider answers, hand-over tokens, clock) answer only a
 * local run, only for Host 127.0.0.1 or localhost (a DNS-rebinding page sends its own host name), and never
 * in production (NODE_ENV=production, or a back office compiled to JavaScript for a deployment).
 */
jest.setTimeout(60000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const port = () => new URL(server.url).port;
const outbox = (headers: Record<string, string> = {}) =>
  clientOf(server).request('GET', '/__dev/sms/outbox', undefined, headers);

describe('the dev hooks of a local run', () => {
  it('answer Host 127.0.0.1 and localhost', async () => {
    expect((await outbox()).status).toBe(200);
    expect((await outbox({ host: `localhost:${port()}` })).status).toBe(200);
    expect((await outbox({ host: 'localhost' })).status).toBe(200);
  });

  it('do not exist for any other Host (DNS rebinding) or a cross-site page', async () => {
    for (const host of [
      `evil.example:${port()}`,
      'rebind.127.0.0.1.nip.io',
      `localhost.evil.example:${port()}`,
    ]) {
      const answer = await outbox({ host });
      expect([host, answer.status, answer.json]).toEqual([
        host,
        404,
        { state: 400000, data: null, message: '请求的接口不存在' },
      ]);
    }
    const clock = await clientOf(server).request(
      'POST',
      '/__dev/clock',
      { advanceSeconds: 1 },
      { host: `evil.example:${port()}` },
    );
    expect(clock.status).toBe(404);
    expect((await outbox({ origin: 'http://evil.example' })).status).toBe(404);
    expect((await outbox({ origin: `http://localhost:${port()}` })).status).toBe(200);
  });
});

describe('the dev hooks in production', () => {
  const saved = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = saved;
  });

  it('are gone with NODE_ENV=production, even when asked for', async () => {
    process.env.NODE_ENV = 'production';
    // Production takes no test-only scrypt cost either. (Not asked for: the default, checked below.)
    const production = await startServer({ devHooks: true, testOnlyScryptN: undefined });
    try {
      expect((await clientOf(production).request('GET', '/__dev/sms/outbox')).status).toBe(404);
      expect(production.app.portal.devHooks).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('are on by default for a local run, off for a back office compiled to JavaScript', () => {
    expect(devHooksEnabled(undefined, { NODE_ENV: 'development' }, '/work/portal/server/dev/gate.ts')).toBe(
      true,
    );
    expect(devHooksEnabled(undefined, { NODE_ENV: 'production' }, '/work/portal/server/dev/gate.ts')).toBe(
      false,
    );
    expect(devHooksEnabled(undefined, { PORTAL_DEV_HOOKS: '0' }, '/work/portal/server/dev/gate.ts')).toBe(
      false,
    );
    expect(devHooksEnabled(true, {}, '/srv/portal/server/dev/gate.js')).toBe(false);
    expect(devHooksEnabled(undefined, {}, '/srv/portal/server/dev/gate.js')).toBe(false);
  });
});
