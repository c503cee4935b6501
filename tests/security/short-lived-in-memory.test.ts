import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { HybridKeyData } from '@/api/auth/contract';

import { clientOf } from '../server/support/portal';
import { startServer, type TestServer } from '../server/support/server';

/**
 * Issue 12, item 11: fetching a slider picture or an RSA key (and answering the slider) no longer rewrites
 * and fsyncs the whole database: the short-lived challenges, tokens and wait ids live in memory. Both calls
 * are rate-limited per address.
 */
jest.setTimeout(60000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const databaseFile = () => path.join(server.dataDir, 'portal.sqlite');

describe('short-lived challenges', () => {
  it('leave the database file alone', async () => {
    const browser = clientOf(server, '127.0.0.30');
    const before = readFileSync(databaseFile());
    const modified = statSync(databaseFile()).mtimeMs;
    for (let i = 0; i < 3; i++) {
      await browser.get('/v1/auth/captcha?t=1');
      await browser.get<HybridKeyData>('/v1/auth/amWeb/rsa?t=1');
      await browser.get('/v1/auth/secret?t=1');
    }
    const last = (await browser.request('GET', '/__dev/captcha/last')).json as { id: string; code: number };
    server.clock.advance(1);
    const token = await browser.post<{ token: string }>('/v1/auth/captcha', {
      id: last.id,
      code: last.code,
      slideMs: 300,
    });
    expect(token.state).toBe(200000);
    expect(statSync(databaseFile()).mtimeMs).toBe(modified);
    expect(readFileSync(databaseFile()).equals(before)).toBe(true);
  });

  it('are rate-limited per address: RSA keys 60 a minute', async () => {
    const browser = clientOf(server, '127.0.0.31');
    for (let i = 0; i < 30; i++) {
      expect((await browser.get('/v1/auth/secret?t=1')).state).toBe(200000);
      expect((await browser.get('/v1/auth/amWeb/rsa?t=1')).state).toBe(200000);
    }
    for (const url of ['/v1/auth/secret?t=1', '/v1/auth/amWeb/rsa?t=1']) {
      const limited = await browser.request('GET', url);
      expect([limited.status, limited.json]).toEqual([
        429,
        { state: 400008, data: null, message: '操作过于频繁，请稍后再试' },
      ]);
    }
    expect((await clientOf(server, '127.0.0.32').get('/v1/auth/secret?t=1')).state).toBe(200000);
    server.clock.advance(61);
    expect((await browser.get('/v1/auth/amWeb/rsa?t=1')).state).toBe(200000);
  });
});
