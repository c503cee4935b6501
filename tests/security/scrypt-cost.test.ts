import { randomBytes, scryptSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { buildApp } from '@/server/app';
import { accountById, findPerson } from '@/server/auth/store';
import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';

import { changePassword, clientOf, passwordStep, loggedIn } from '../server/support/portal';
import { startServer, type TestServer } from '../server/support/server';

/**
 * Issue 12, item 10: passwords are hashed with scrypt N=2^17, r=8, p=1 (OWASP); a hash of the old cost is
 * replaced at the next right password; the lower cost the test suites use is refused in production.
 */
jest.setTimeout(180000);

const PRODUCTION = /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ testOnlyScryptN: undefined });
});
afterAll(() => server.close());

const storedHash = (phone: string) => findPerson(server.app.portal, phone)?.password_hash;

describe('password hashes', () => {
  it('are scrypt N=2^17, r=8, p=1 from the first start on, and a new password gets the same', async () => {
    expect(storedHash(DEMO.zhangSan.phone)).toMatch(PRODUCTION);
    const browser = await loggedIn(server, 'qianQi');
    const changed = await changePassword(browser, '/v1/auth/password', DEMO_PASSWORD, 'Qian2024x');
    expect(changed.state).toBe(200000);
    expect(storedHash(DEMO.qianQi.phone)).toMatch(PRODUCTION);
    expect(storedHash(DEMO.qianQi.phone)).not.toBe(storedHash(DEMO.zhangSan.phone));
  });

  it('made at the old cost (2^14) are replaced at the next right password', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(DEMO_PASSWORD, salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    const account = findPerson(server.app.portal, DEMO.sunBa.phone);
    server.app.portal.db.run('UPDATE accounts SET password_hash = ? WHERE id = ?', [old, account?.id ?? 0]);

    expect((await passwordStep(clientOf(server), DEMO.sunBa.phone, 'Wrong1234')).message).toBe(
      '账号或密码错误',
    );
    expect(storedHash(DEMO.sunBa.phone)).toBe(old);
    expect((await passwordStep(clientOf(server), DEMO.sunBa.phone)).state).toBe(200000);
    expect(accountById(server.app.portal, account?.id as number)?.password_hash).toMatch(PRODUCTION);
    expect((await passwordStep(clientOf(server), DEMO.sunBa.phone)).state).toBe(200000);
  });
});

describe('the test-only cost', () => {
  const saved = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = saved;
  });

  it('is refused in production, and never above or at production’s', async () => {
    process.env.NODE_ENV = 'production';
    const dataDir = path.join(os.tmpdir(), 'portal-never-built');
    await expect(buildApp({ dataDir, testOnlyScryptN: 2 ** 12 })).rejects.toThrow(
      'testOnlyScryptN is refused in production',
    );
    process.env.NODE_ENV = saved;
    await expect(buildApp({ dataDir, testOnlyScryptN: 2 ** 17 })).rejects.toThrow('power of two');
    expect(existsSync(dataDir)).toBe(false);
  });
});
