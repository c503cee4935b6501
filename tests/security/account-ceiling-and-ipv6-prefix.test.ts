import { DEMO } from '@/server/seed/demo-identities';

import { HttpClient, type HttpAnswer } from '../server/support/http-client';
import { passwordStep } from '../server/support/portal';
import { serverPerFile, startServer } from '../server/support/server';

/**
 * Issue 39, medium 2: in the hour after a lock of the account ran out, wrong passwords counted per address
 * only, so many addresses (or the many addresses of one IPv6 /64) had no ceiling. Now the account keeps a
 * ceiling in that hour too, and every per-address limit counts an IPv6 address by its /64.
 */
jest.setTimeout(120000);

// The local nginx, named by TRUST_PROXY: its X-Forwarded-For is the client address the limits count.
const server = serverPerFile(() => startServer({ trustProxy: ['127.0.0.1'] }));

const LOCKED = /^密码错误次数过多，账号已锁定，请于.+（北京时间）后再试$/;

/** A browser behind the proxy at `address` (the dev hooks, which answer loopback only, are asked directly). */
class Behind extends HttpClient {
  constructor(private readonly address: string) {
    super(server().url);
  }

  override request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const forwarded: Record<string, string> = path.startsWith('/__dev')
      ? {}
      : { 'x-forwarded-for': this.address };
    return super.request(method, path, body, { ...headers, ...forwarded });
  }
}

const from = (address: string) => new Behind(address);

/** Five wrong passwords lock the account; then the lock runs out and its cool-down hour begins. */
async function lockAndLetRunOut(account: string): Promise<void> {
  for (let i = 0; i < 5; i++) await passwordStep(from('198.51.100.1'), account, 'Wrong1234');
  expect((await passwordStep(from('198.51.100.2'), account)).message).toMatch(LOCKED);
  server().clock.advance(30 * 60 + 1);
}

describe('the account’s ceiling after a lock ran out', () => {
  it('ten wrong passwords from ten addresses lock the account again, for every address', async () => {
    const account = DEMO.zhouJiu.phone;
    await lockAndLetRunOut(account);
    for (let i = 0; i < 9; i++) {
      expect((await passwordStep(from(`203.0.113.${10 + i}`), account, 'Wrong1234')).message).toBe(
        '账号或密码错误',
      );
    }
    expect((await passwordStep(from('203.0.113.19'), account, 'Wrong1234')).message).toMatch(LOCKED);
    // The right password from an address that never guessed is refused too.
    expect((await passwordStep(from('203.0.113.99'), account)).message).toMatch(LOCKED);
  });
});

describe('an IPv6 address counts by its /64', () => {
  it('two addresses of one /64 share the slider’s limit; another /64 has its own', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await from(`2001:db8:1:2::${i + 1}`).get('/v1/auth/captcha?t=1')).state).toBe(200000);
    }
    const limited = await from('2001:db8:1:2:ffff::9').request('GET', '/v1/auth/captcha?t=1');
    expect([limited.status, limited.json]).toEqual([
      429,
      { state: 400008, data: null, message: '操作过于频繁，请稍后再试' },
    ]);
    expect((await from('2001:db8:1:3::1').get('/v1/auth/captcha?t=1')).state).toBe(200000);
    // An IPv4 address, also when written IPv4-mapped, stays an address of its own.
    expect((await from('::ffff:198.51.100.77').get('/v1/auth/captcha?t=1')).state).toBe(200000);
    server().clock.advance(61);
  });

  it('five wrong passwords in the cool-down lock the whole /64, not the next one', async () => {
    const account = DEMO.sunBa.phone;
    await lockAndLetRunOut(account);
    for (let i = 0; i < 4; i++) {
      expect((await passwordStep(from(`2001:db8:5:6::${i + 1}`), account, 'Wrong1234')).message).toBe(
        '账号或密码错误',
      );
    }
    expect((await passwordStep(from('2001:db8:5:6::5'), account, 'Wrong1234')).message).toMatch(LOCKED);
    expect((await passwordStep(from('2001:db8:5:6:abcd::1'), account)).message).toMatch(LOCKED);
    expect(await passwordStep(from('2001:db8:5:7::1'), account)).toMatchObject({ state: 200000, data: null });
  });
});
