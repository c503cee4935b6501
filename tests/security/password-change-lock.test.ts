import { DEMO, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';

import { changePassword, clientOf, login, passwordStep, loggedIn } from '../server/support/portal';
import { serverPerFileSmsApart } from '../server/support/server';

/**
 * Issue 12, item 1: the current password asked by the login- and trade-password changes is counted like a
 * login: the fifth wrong one within an hour locks the account for 30 minutes, with the login's lock message.
 * (The trade password's change counts with the trade password's own lock since issue 27.)
 */
jest.setTimeout(90000);

const server = serverPerFileSmsApart();

const TRADE_LOCKED = /^交易密码错误次数过多，已锁定，请于.+（北京时间）后再试$/;
const LOCKED = /^密码错误次数过多，账号已锁定，请于\d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）后再试$/;

describe('wrong current passwords in a password change', () => {
  it('lock the account after five, like the login (PUT /v1/auth/password)', async () => {
    const browser = await loggedIn(server(), 'qianQi');
    for (let i = 0; i < 4; i++) {
      expect(await changePassword(browser, '/v1/auth/password', 'Wrong1234', 'Qian2024x')).toEqual({
        state: 400035,
        data: null,
        message: '原登录密码错误',
      });
    }
    const fifth = await changePassword(browser, '/v1/auth/password', 'Wrong1234', 'Qian2024x');
    expect(fifth).toMatchObject({ state: 400035, data: null });
    expect(fifth.message).toMatch(LOCKED);
    // Locked: even the right current password is refused, and so is the login from another browser.
    expect((await changePassword(browser, '/v1/auth/password', DEMO_PASSWORD, 'Qian2024x')).message).toBe(
      fifth.message,
    );
    expect((await passwordStep(clientOf(server(), '127.0.0.7'), DEMO.qianQi.phone)).message).toBe(
      fifth.message,
    );

    server().clock.advance(30 * 60 + 1);
    await login(browser, DEMO.qianQi.phone, DEMO.qianQi.phone);
    expect((await changePassword(browser, '/v1/auth/password', DEMO_PASSWORD, 'Qian2024x')).state).toBe(
      200000,
    );
  });

  // Issue 27 item 4 replaced the trade-password part: the change's wrong old trade passwords count with the
  // trade password's own counter and lock (tests/security/trade-lock-covers-change.test.ts).
  it('lock the trade password after five (PUT /v1/auth/password/trade), not the login', async () => {
    const browser = await loggedIn(server(), 'zhouJiu');
    for (const left of [4, 3, 2, 1]) {
      expect((await changePassword(browser, '/v1/auth/password/trade', '000000', '258147')).message).toBe(
        `原交易密码错误，还可尝试${left}次`,
      );
    }
    const fifth = await changePassword(browser, '/v1/auth/password/trade', '000000', '258147');
    expect(fifth.message).toMatch(TRADE_LOCKED);
    expect(
      (await changePassword(browser, '/v1/auth/password/trade', DEMO_TRADE_PASSWORD, '258147')).message,
    ).toBe(fifth.message);
    expect((await passwordStep(clientOf(server(), '127.0.0.8'), DEMO.zhouJiu.phone)).state).toBe(200000);
  });

  it('count with the wrong login passwords: a success clears both', async () => {
    const browser = await loggedIn(server(), 'sunBa');
    for (let i = 0; i < 2; i++) await changePassword(browser, '/v1/auth/password', 'Wrong1234', 'Sunba2024');
    for (let i = 0; i < 2; i++) await passwordStep(clientOf(server()), DEMO.sunBa.phone, 'Wrong1234');
    expect((await changePassword(browser, '/v1/auth/password', 'Wrong1234', 'Sunba2024')).message).toMatch(
      LOCKED,
    );
  });
});
