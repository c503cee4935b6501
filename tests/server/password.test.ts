import { DEMO, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';

import {
  captchaToken,
  changePassword,
  clientOf,
  encrypt,
  latestSms,
  passwordStep,
  requestResetSms,
  loggedIn,
  submitPasswordReset,
} from './support/portal';
import { serverPerFileSmsApart } from './support/server';

jest.setTimeout(90000);

const server = serverPerFileSmsApart();

describe('login password change (PUT /v1/auth/password)', () => {
  it('refuses a wrong old password, the same password and a weak one', async () => {
    const browser = await loggedIn(server(), 'qianQi');
    const change = (oldPassword: string, newPassword: string) =>
      changePassword(browser, '/v1/auth/password', oldPassword, newPassword);
    expect((await change('Wrong1234', 'Qian2024x')).message).toBe('原登录密码错误');
    expect((await change(DEMO_PASSWORD, DEMO_PASSWORD)).message).toBe('新密码不能与原密码相同');
    expect((await change(DEMO_PASSWORD, '12345678')).message).toBe('请输入6-20位字母和数字组合的密码');
    expect((await change(DEMO_PASSWORD, 'Qian2024x')).state).toBe(200000);
  });
});

describe('forgotten login password (POST /v1/auth/password)', () => {
  it('resets with a captcha-gated SMS, the ID number and the hybrid body, and ends old sessions', async () => {
    const old = await loggedIn(server(), 'sunBa');
    server().clock.advance(61);

    const browser = clientOf(server());
    const sent = await requestResetSms(browser, DEMO.sunBa.phone);
    // No masked phone for a caller who proved nothing yet (issue 12, item 3).
    expect(sent).toMatchObject({ state: 200000, data: null });
    const answer = await submitPasswordReset(browser, {
      account: DEMO.sunBa.phone,
      phone: DEMO.sunBa.phone,
      identity: { idNo: DEMO.sunBa.idNo },
      newPassword: 'Sunba2024',
    });
    expect(answer).toEqual({ state: 200000, data: null, message: '登录密码已重置，请使用新密码登录' });
    expect((await old.get('/v1/auth/user?t=1')).state).toBe(401000);
    expect((await passwordStep(clientOf(server()), DEMO.sunBa.phone, 'Sunba2024')).state).toBe(200000);
    expect((await passwordStep(clientOf(server()), DEMO.sunBa.phone, DEMO_PASSWORD)).message).toBe(
      '账号或密码错误',
    );
  });

  it('needs the right ID number and a valid captcha token for the SMS', async () => {
    const browser = clientOf(server());
    expect(
      (
        await browser.post('/v1/auth/sms', {
          type: 'resetPassword',
          token: 'x',
          extras: { loginType: 'account', account: DEMO.zhouJiu.phone },
        })
      ).state,
    ).toBe(400001);
    await browser.post('/v1/auth/sms', {
      type: 'resetPassword',
      token: await captchaToken(browser),
      extras: { loginType: 'organization', orgAccountType: '1', account: DEMO.org.fundAccount },
    });
    const answer = await browser.post('/v1/auth/password', {
      loginType: 'organization',
      orgAccountType: '1',
      account: DEMO.org.fundAccount,
      idNo: '91440300MA5F8K2Q3X',
      smsCode: await latestSms(browser, DEMO.org.phone),
      newPassword: await encrypt(browser, 'Org2024pass'),
    });
    expect(answer.message).toBe('证件号码与账号信息不符');
  });
});

describe('register password and trade passwords', () => {
  it('lets a Registered user set a login password, and nobody else', async () => {
    const registered = await loggedIn(server(), 'zhaoLiu');
    const set = await registered.post('/v1/auth/password/register', {
      password: await encrypt(registered, 'Zhao2024'),
      oldPassword: await encrypt(registered, DEMO_PASSWORD),
    });
    expect(set).toEqual({ state: 200000, data: null, message: '登录密码设置成功' });
    server().clock.advance(61);
    const direct = await loggedIn(server(), 'zhouJiu');
    expect(
      (await direct.post('/v1/auth/password/register', { password: await encrypt(direct, 'Zhou2024') }))
        .message,
    ).toBe('仅注册用户需要设置登录密码');
  });

  it('changes the trade password: old checked, simple ones refused', async () => {
    const browser = await loggedIn(server(), 'zhangSan');
    const change = (oldPassword: string, newPassword: string) =>
      changePassword(browser, '/v1/auth/password/trade', oldPassword, newPassword);
    expect((await change('000000', '258147')).message).toBe('原交易密码错误，还可尝试4次');
    expect((await change(DEMO_TRADE_PASSWORD, '123456')).message).toBe('密码过于简单');
    expect((await change(DEMO_TRADE_PASSWORD, '888888')).message).toBe('密码过于简单');
    expect((await change(DEMO_TRADE_PASSWORD, '14725')).message).toBe('请输入6位数字密码');
    expect((await change(DEMO_TRADE_PASSWORD, '258147')).state).toBe(200000);
    expect((await change('258147', '369258')).state).toBe(200000);
  });

  it('resets the trade password of a natural person with SMS and ID number; organisations are refused', async () => {
    const browser = await loggedIn(server(), 'zhouJiu');
    server().clock.advance(61);
    await browser.post('/v1/auth/sms', { type: 'resetTradePassword' });
    const reset = await browser.post('/v1/auth/password/trade', {
      idNo: DEMO.zhouJiu.idNo,
      smsCode: await latestSms(browser, DEMO.zhouJiu.phone),
      newPassword: await encrypt(browser, '963852'),
    });
    expect(reset).toEqual({ state: 200000, data: null, message: '交易密码重置成功' });

    server().clock.advance(61);
    const org = clientOf(server());
    await org.post('/v1/auth/login/org', {
      account: DEMO.org.fundAccount,
      password: await encrypt(org, DEMO_PASSWORD),
      code: await captchaToken(org),
      type: '1',
    });
    await org.post('/v1/auth/sms', { type: 'login' });
    await org.post('/v1/auth/sms/validate', { code: await latestSms(org, DEMO.org.phone) });
    expect((await org.post('/v1/auth/sms', { type: 'resetTradePassword' })).message).toBe(
      '机构用户暂不支持重置交易密码',
    );
    expect(
      (
        await org.post('/v1/auth/password/trade', {
          idNo: 'x',
          smsCode: '123456',
          newPassword: await encrypt(org, '963852'),
        })
      ).message,
    ).toBe('机构用户暂不支持重置交易密码');
  });
});
