import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';

import { changePassword, clientOf, encrypt, login, passwordStep } from './support/portal';
import { startServer, type TestServer } from './support/server';

jest.setTimeout(60000);

let server: TestServer;
let nonce: string;
beforeAll(async () => {
  server = await startServer();
  nonce = (await login(clientOf(server), DEMO.zhangSan.idNo, DEMO.zhangSan.phone)).nonce;
});
afterAll(() => server.close());

async function loggedIn() {
  const browser = clientOf(server);
  const answer = await passwordStep(browser, DEMO.zhangSan.idNo, undefined, nonce);
  expect(answer.state).toBe(200000);
  return browser;
}

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Strict, carrying a random token', async () => {
    const browser = clientOf(server);
    const answer = await browser.request('POST', '/v1/auth/login', {
      account: DEMO.zhangSan.idNo,
      password: await encrypt(browser, DEMO_PASSWORD),
      code: await (await import('./support/portal')).captchaToken(browser),
      nonce,
    });
    const cookie = (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith('PSESSION='));
    expect(cookie).toMatch(/^PSESSION=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
  });

  it('gives 401000 to a protected call without a session, and check answers false', async () => {
    const stranger = clientOf(server);
    expect(await stranger.get('/v1/auth/user?t=1')).toEqual({
      state: 401000,
      data: null,
      message: '您尚未登录或登录已过期，请重新登录',
    });
    expect((await stranger.post('/v1/auth/check')).data).toBe(false);
  });
});

describe('idle expiry and refresh', () => {
  it('expires after 1800 s without activity', async () => {
    const browser = await loggedIn();
    server.clock.advance(1799);
    expect((await browser.post('/v1/auth/check')).data).toBe(true);
    // check does not count as activity within 600 s of the last refresh … but 1799 s passed, so it refreshed.
    server.clock.advance(1800);
    expect((await browser.get('/v1/auth/user?t=1')).state).toBe(401000);
  });

  it('refreshes on activity at most every 600 s', async () => {
    const browser = await loggedIn();
    server.clock.advance(500);
    // Under 600 s since the start: no refresh, the expiry stays at start + 1800.
    expect((await browser.get('/v1/auth/user?t=1')).state).toBe(200000);
    server.clock.advance(1301);
    expect((await browser.get('/v1/auth/user?t=1')).state).toBe(401000);

    const second = await loggedIn();
    server.clock.advance(600);
    expect((await second.get('/v1/auth/user?t=1')).state).toBe(200000);
    server.clock.advance(1700);
    // Refreshed at +600, so alive until +2400.
    expect((await second.get('/v1/auth/user?t=1')).state).toBe(200000);
  });
});

describe('logout and replacement', () => {
  it('kills the session on the server: the old cookie no longer works', async () => {
    const browser = await loggedIn();
    const stolen = new Map(browser.cookies);
    expect((await browser.post('/v1/auth/logout')).state).toBe(200000);
    expect(browser.cookies.has('PSESSION')).toBe(false);
    const replay = clientOf(server);
    stolen.forEach((v, k) => replay.cookies.set(k, v));
    expect((await replay.get('/v1/auth/user?t=1')).state).toBe(401000);
  });

  it('ends the old session when the account logs in elsewhere: 401003', async () => {
    const first = await loggedIn();
    const second = await loggedIn();
    expect(await first.get('/v1/auth/user?t=1')).toMatchObject({
      state: 401003,
      message: '您的账号已在其他地方登录，请重新登录',
    });
    expect((await second.get('/v1/auth/user?t=1')).state).toBe(200000);
  });
});

describe('an account that must change its password', () => {
  it('gets 401001 on everything but the password change, and is free after it', async () => {
    server.clock.advance(61);
    const browser = clientOf(server);
    const result = await login(browser, DEMO.liSi.idNo, DEMO.liSi.phone);
    expect(result.requiredChangePassword).toBe(true);
    for (const [method, path, body] of [
      ['GET', '/v1/auth/user?t=1', undefined],
      ['GET', '/v1/user/profile?t=1', undefined],
      ['POST', '/v1/agreement/sign', { agreementId: 'privacy', agreementType: '1' }],
    ] as const) {
      expect((await browser.call(method, path, body)).state).toBe(401001);
    }
    const changed = await changePassword(browser, '/v1/auth/password', DEMO_PASSWORD, 'Lisi2024new');
    expect(changed).toEqual({ state: 200000, data: null, message: '登录密码修改成功' });
    expect((await browser.get('/v1/auth/user?t=1')).data).toMatchObject({ name: '李四' });
    const relogin = await passwordStep(clientOf(server), DEMO.liSi.phone, 'Lisi2024new', result.nonce);
    expect(relogin.data).toMatchObject({ requiredChangePassword: false });
  });
});
