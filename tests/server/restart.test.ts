import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import type { SecretData } from '@/api/auth/contract';
import { openDatabase } from '@/server/core/db/database';
import { DEMO } from '@/server/seed/demo-identities';

import { HttpClient } from './support/http-client';
import { clientOf, forgetKeys, latestSms, login, passwordStep } from './support/portal';
import { startServer, tempDataDir } from './support/server';

jest.setTimeout(90000);

describe('restart', () => {
  it('keeps sessions, device nonces, locks, pending SMS codes, passwords and the RSA key', async () => {
    const dataDir = tempDataDir();
    let server = await startServer({ dataDir });
    try {
      const zhang = clientOf(server);
      const { nonce } = await login(zhang, DEMO.zhangSan.phone, DEMO.zhangSan.phone);
      const key = (await zhang.get<SecretData>('/v1/auth/secret?t=1')).data.publicKey;
      for (let i = 0; i < 5; i++) await passwordStep(clientOf(server), DEMO.qianQi.phone, 'Wrong1234');
      const sun = clientOf(server);
      await passwordStep(sun, DEMO.sunBa.phone);
      await sun.post('/v1/auth/sms', { type: 'login' });
      const code = await latestSms(sun, DEMO.sunBa.phone);

      server = await server.restart();
      forgetKeys();
      const again = (c: HttpClient) => Object.assign(new HttpClient(server.url), { cookies: c.cookies });

      expect((await again(zhang).get<SecretData>('/v1/auth/secret?t=1')).data.publicKey).toBe(key);
      expect((await again(zhang).get('/v1/auth/user?t=1')).state).toBe(200000);
      expect(
        (await passwordStep(clientOf(server), DEMO.zhangSan.phone, undefined, nonce)).data,
      ).not.toBeNull();
      expect((await passwordStep(clientOf(server), DEMO.qianQi.phone)).message).toContain('账号已锁定');
      expect(await latestSms(clientOf(server), DEMO.sunBa.phone)).toBe(code);
      expect((await again(sun).post('/v1/auth/sms/validate', { code })).state).toBe(200000);
      expect(readdirSync(dataDir).sort()).toEqual([
        'portal.lock',
        'portal.sqlite',
        'portal.sqlite-shm',
        'portal.sqlite-wal',
        'rsa-private.pem',
        'server-secret.key',
      ]);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the database file', () => {
  it('is written only after a commit: a failed transaction leaves memory and disk as they were', async () => {
    const dir = tempDataDir();
    const file = path.join(dir, 'db.sqlite');
    const db = await openDatabase(file);
    db.tx(() => db.run('CREATE TABLE t (v TEXT NOT NULL)'));
    db.tx(() => db.run("INSERT INTO t VALUES ('one')"));
    const before = readFileSync(file);
    expect(() =>
      db.tx(() => {
        db.run("INSERT INTO t VALUES ('two')");
        db.run('INSERT INTO t VALUES (NULL)');
      }),
    ).toThrow();
    expect(db.all('SELECT v FROM t')).toEqual([{ v: 'one' }]);
    expect(readFileSync(file).equals(before)).toBe(true);
    db.close();
    const reopened = await openDatabase(file);
    expect(reopened.all('SELECT v FROM t')).toEqual([{ v: 'one' }]);
    expect(existsSync(`${file}.${process.pid}.tmp`)).toBe(false);
    reopened.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
