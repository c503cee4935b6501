import { DEMO } from '@/server/seed/demo-identities';

import { HttpClient } from '../server/support/http-client';
import { changePassword, clientOf, login, passwordStep } from '../server/support/portal';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 27, item 5: a password check made with a signed-in session counts toward the account, whatever the
 * address. A thief holding a session, once the account's lock has run out (the cool-down hour in which
 * wrong login passwords lock only their address), gets four judged guesses of the current password from
 * three new addresses together, not four from each: the fifth locks the account again.
 */
jest.setTimeout(120000);

const server = serverPerFile();

const LOCKED = /^密码错误次数过多，账号已锁定，请于.+（北京时间）后再试$/;

/** The same session cookie, sent from another address. */
function sameSessionFrom(browser: HttpClient, address: string): HttpClient {
  const moved = new HttpClient(server().url, address);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

describe('current-password guesses with a stolen session', () => {
  it('count toward the account from every address, also in the cool-down after a lock', async () => {
    const thief = clientOf(server(), '127.0.0.80');
    await login(thief, DEMO.qianQi.phone, DEMO.qianQi.phone);
    // Someone locks the account with wrong logins; the session is kept alive until the lock runs out.
    for (let i = 0; i < 5; i++)
      await passwordStep(clientOf(server(), '127.0.0.81'), DEMO.qianQi.phone, 'Wrong1234');
    expect((await passwordStep(clientOf(server(), '127.0.0.82'), DEMO.qianQi.phone)).message).toMatch(LOCKED);
    server().clock.advance(20 * 60);
    expect((await thief.get('/v1/auth/user?t=1')).state).toBe(200000);
    server().clock.advance(10 * 60 + 1);

    let judged = 0;
    for (const address of ['127.0.0.83', '127.0.0.84', '127.0.0.85']) {
      const from = sameSessionFrom(thief, address);
      for (let i = 0; i < 5; i++) {
        const answer = await changePassword(from, '/v1/auth/password', 'Guess1234', 'Qian2024x');
        if (answer.message === '原登录密码错误') judged += 1;
        else expect(answer.message).toMatch(LOCKED);
      }
    }
    expect(judged).toBe(4);
    // The account is locked again: the login from yet another browser is refused.
    expect((await passwordStep(clientOf(server(), '127.0.0.86'), DEMO.qianQi.phone)).message).toMatch(LOCKED);
  });
});
