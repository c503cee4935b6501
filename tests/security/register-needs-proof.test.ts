import { DEMO, DEMO_PASSWORD, DEMO_REGISTERED_TOKEN } from '@/server/seed/demo-identities';

import { clientOf, encrypt, latestSms, passwordStep, loggedIn } from '../server/support/portal';
import { serverPerFileSmsApart } from '../server/support/server';

/**
 * Issue 12, item 2: POST /v1/auth/password/register sets a login password only with proof that the caller is
 * the investor: the current login password, or an SMS code of type registerPassword sent to the bound phone.
 * A hand-over session alone (the consignment token) is not enough.
 */
jest.setTimeout(90000);

const server = serverPerFileSmsApart();

async function handedOver() {
  const browser = clientOf(server());
  const answer = await browser.post('/v1/auth/registered/auto/login', { token: DEMO_REGISTERED_TOKEN });
  expect(answer.state).toBe(200000);
  return browser;
}

describe('the Registered user’s login password', () => {
  it('is not set on a hand-over session alone', async () => {
    const browser = await handedOver();
    const answer = await browser.post('/v1/auth/password/register', {
      password: await encrypt(browser, 'Taken2024'),
    });
    expect(answer).toEqual({ state: 400035, data: null, message: '请先验证原登录密码或短信验证码' });
    expect((await passwordStep(clientOf(server()), DEMO.zhaoLiu.phone, 'Taken2024')).message).toBe(
      '账号或密码错误',
    );
  });

  it('is set with the current login password, never with a wrong one', async () => {
    const browser = await loggedIn(server(), 'zhaoLiu');
    const register = async (oldPassword: string) =>
      browser.post('/v1/auth/password/register', {
        password: await encrypt(browser, 'Zhao2024x'),
        oldPassword: await encrypt(browser, oldPassword),
      });
    expect(await register('Wrong1234')).toEqual({ state: 400035, data: null, message: '原登录密码错误' });
    expect(await register(DEMO_PASSWORD)).toEqual({ state: 200000, data: null, message: '登录密码设置成功' });
    expect((await passwordStep(clientOf(server()), DEMO.zhaoLiu.phone, 'Zhao2024x')).state).toBe(200000);
  });

  it('is set with an SMS code of its own purpose sent to the bound phone', async () => {
    const browser = await handedOver();
    const sent = await browser.post('/v1/auth/sms', { type: 'registerPassword' });
    expect(sent).toMatchObject({ state: 200000, data: '138****0004' });
    const code = await latestSms(browser, DEMO.zhaoLiu.phone);
    const register = (smsCode: string) =>
      encrypt(browser, 'Zhao2025y').then((password) =>
        browser.post('/v1/auth/password/register', { password, smsCode }),
      );
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await register(wrong)).toEqual({ state: 400002, data: null, message: '短信验证码错误' });
    expect(await register(code)).toEqual({ state: 200000, data: null, message: '登录密码设置成功' });
    // The code is used up; a code of another purpose does not do.
    expect((await register(code)).state).toBe(400024);
    server().clock.advance(61);
    await browser.post('/v1/auth/sms', { type: 'general' });
    expect((await register(await latestSms(browser, DEMO.zhaoLiu.phone))).state).toBe(400024);
  });

  it('is only for Registered users, SMS included', async () => {
    const browser = await loggedIn(server(), 'zhouJiu');
    expect((await browser.post('/v1/auth/sms', { type: 'registerPassword' })).message).toBe(
      '仅注册用户需要设置登录密码',
    );
  });
});
