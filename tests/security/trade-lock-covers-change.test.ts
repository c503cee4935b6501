import { DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';

import type { HttpClient } from '../server/support/http-client';
import { changePassword, encrypt, loggedIn } from '../server/support/portal';
import { startServer, type TestServer } from '../server/support/server';

/**
 * Issue 27, item 4 (and the low item of 15 parallel guesses): one counter and one lock for every place that
 * checks the trade password. After five wrong POST /v1/account/password the change (PUT
 * /v1/auth/password/trade) judges no more guesses and refuses even the right old password; wrong old
 * passwords in the change count toward the same lock; and 15 wrong ones sent together answer
 * 还可尝试N次 four times at most.
 */
jest.setTimeout(120000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const TRADE_LOCKED = /^交易密码错误次数过多，已锁定，请于.+（北京时间）后再试$/;

const check = async (browser: HttpClient, password: string) =>
  (await browser.post('/v1/account/password', { password: await encrypt(browser, password) })).message;

const change = async (browser: HttpClient, oldPassword: string) =>
  (await changePassword(browser, '/v1/auth/password/trade', oldPassword, '258147')).message;

describe('the trade password’s one lock', () => {
  it('after five wrong checks refuses the change, even with the right old password', async () => {
    const browser = await loggedIn(server, 'zhangSan');
    for (const left of [4, 3, 2, 1])
      expect(await check(browser, '000000')).toBe(`交易密码错误，还可尝试${left}次`);
    const locked = await check(browser, '000000');
    expect(locked).toMatch(TRADE_LOCKED);
    expect(await change(browser, '000001')).toBe(locked);
    expect(await change(browser, DEMO_TRADE_PASSWORD)).toBe(locked);
  });

  it('counts the change’s wrong old passwords with the other checks', async () => {
    const browser = await loggedIn(server, 'sunBa');
    expect(await change(browser, '000000')).toBe('原交易密码错误，还可尝试4次');
    expect(await check(browser, '000000')).toBe('交易密码错误，还可尝试3次');
    expect(await change(browser, '000000')).toBe('原交易密码错误，还可尝试2次');
    expect(await check(browser, '000000')).toBe('交易密码错误，还可尝试1次');
    const locked = await change(browser, '000000');
    expect(locked).toMatch(TRADE_LOCKED);
    expect(await check(browser, DEMO_TRADE_PASSWORD)).toBe(locked);
  });

  it('judges 15 wrong passwords sent together one after the other: four 还可尝试, then the lock', async () => {
    const browser = await loggedIn(server, 'zhaoLiu');
    const bodies = await Promise.all(
      Array.from({ length: 15 }, async () => ({ password: await encrypt(browser, '000000') })),
    );
    const answers = await Promise.all(bodies.map((body) => browser.post('/v1/account/password', body)));
    const messages = answers.map((answer) => answer.message);
    expect(messages.filter((m) => m.startsWith('交易密码错误，还可尝试')).sort()).toEqual([
      '交易密码错误，还可尝试1次',
      '交易密码错误，还可尝试2次',
      '交易密码错误，还可尝试3次',
      '交易密码错误，还可尝试4次',
    ]);
    expect(messages.filter((m) => TRADE_LOCKED.test(m))).toHaveLength(11);
  });
});
