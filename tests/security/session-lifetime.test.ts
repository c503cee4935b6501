import { loggedIn } from '../server/support/portal';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 12, item 7: besides the idle limit (1800 s), a session has an absolute lifetime of 12 hours from its
 * login, however active it stays.
 */
jest.setTimeout(60000);

const server = serverPerFile();

describe('a session kept busy', () => {
  it('ends 12 hours after its login', async () => {
    const browser = await loggedIn(server(), 'zhouJiu');
    // A call every 20 minutes keeps the idle clock from ever running out …
    for (let elapsed = 0; elapsed < 12 * 3600 - 1200;) {
      server().clock.advance(1200);
      elapsed += 1200;
      expect([elapsed, (await browser.get('/v1/auth/user?t=1')).state]).toEqual([elapsed, 200000]);
    }
    // (A minute of slack: the real time the calls take moves the clock too.)
    server().clock.advance(1140);
    expect((await browser.get('/v1/auth/user?t=1')).state).toBe(200000);
    // … but at 12 hours the session is over.
    server().clock.advance(60);
    expect(await browser.get('/v1/auth/user?t=1')).toEqual({
      state: 401000,
      data: null,
      message: '您尚未登录或登录已过期，请重新登录',
    });
    expect((await browser.post('/v1/auth/check')).data).toBe(false);
  });
});
