import type { LoginInfoData, UserInfoData } from '@/api/auth/contract';
import {
  DEMO,
  DEMO_NO_PASSWORD_TOKEN,
  DEMO_PASSWORD,
  DEMO_REGISTERED_TOKEN,
} from '@/server/seed/demo-identities';

import { organisation } from './paper/org-login';
import { captchaToken, clientOf, encrypt, latestSms, login, passwordStep, loggedIn } from './support/portal';
import { serverPerFileSmsApart, startServer, type TestServer } from './support/server';

jest.setTimeout(90000);

const server = serverPerFileSmsApart();

async function userOf(account: string, phone: string): Promise<UserInfoData> {
  const browser = clientOf(server());
  await login(browser, account, phone);
  return (await browser.get<UserInfoData>('/v1/auth/user?t=1')).data;
}

describe('user information', () => {
  it('describes 张三: natural person, direct sales, C3 valid', async () => {
    const user = await userOf(DEMO.zhangSan.idNo, DEMO.zhangSan.phone);
    expect(user).toMatchObject({
      name: '张三',
      userType: 'Direct',
      accountKind: '1',
      isNaturalPerson: true,
      idType: '0',
      idNoMasked: '1101**********4514',
      phoneMasked: '138****0001',
      fundAccount: '880000000101',
      tradeAccounts: ['990000000101'],
      riskLevel: {
        isAppraisalRisk: true,
        isExpire: false,
        isLowestRisk: false,
        risk: 'C3',
        highestRisk: 'C3',
      },
      isProfessional: false,
      qualifiedInfo: null,
      loginType: 'account',
    });
    expect(user.riskLevel.endDate).toMatch(/^\d{8}$/);
  });

  it('flags 钱七 lowest category, 孙八 expired test, 周九 professional and qualified, 赵六 Registered', async () => {
    expect((await userOf(DEMO.qianQi.phone, DEMO.qianQi.phone)).riskLevel).toMatchObject({
      risk: 'C1',
      isLowestRisk: true,
    });
    expect((await userOf(DEMO.sunBa.phone, DEMO.sunBa.phone)).riskLevel).toMatchObject({ isExpire: true });
    expect(await userOf(DEMO.zhouJiu.phone, DEMO.zhouJiu.phone)).toMatchObject({
      isProfessional: true,
      isExpireProfessional: false,
      isQualified: true,
      isExpireQualified: false,
      qualifiedInfo: { kind: '75', endDate: expect.stringMatching(/^\d{8}$/) },
    });
    expect(await userOf(DEMO.zhaoLiu.phone, DEMO.zhaoLiu.phone)).toMatchObject({
      userType: 'Registered',
      accountKind: '3',
    });
  });

  it('describes the organisation and its login type', async () => {
    const browser = await organisation(server());
    expect((await browser.get<UserInfoData>('/v1/auth/user?t=1')).data).toMatchObject({
      name: '国证示范投资有限公司',
      accountKind: '0',
      isNaturalPerson: false,
      idType: 'I',
      loginType: 'organization',
    });
  });
});

describe('login info and profile', () => {
  it('gives the previous login time, null the first time', async () => {
    // A fresh data folder: nobody has logged in yet.
    const fresh = await startServer();
    try {
      await previousLoginTime(fresh);
    } finally {
      await fresh.close();
    }
  });

  async function previousLoginTime(server: TestServer): Promise<void> {
    const first = clientOf(server);
    const { nonce } = await login(first, DEMO.zhangSan.phone, DEMO.zhangSan.phone);
    expect((await first.get<LoginInfoData>('/v1/auth/login/info?t=1')).data).toEqual({
      lastLoginTime: null,
      loginType: 'account',
    });
    const firstAt = server.clock.now();
    server.clock.advance(3600);
    const second = clientOf(server);
    await second.post('/v1/auth/login', {
      account: DEMO.zhangSan.phone,
      password: await encrypt(second, DEMO_PASSWORD),
      code: await captchaToken(second),
      nonce,
    });
    const info = (await second.get<LoginInfoData>('/v1/auth/login/info?t=1')).data;
    expect(Math.abs(Date.parse(info.lastLoginTime as string) - firstAt)).toBeLessThan(60_000);
  }

  it('answers the crmId, null for a Registered user who has not finished registering', async () => {
    const direct = await loggedIn(server(), 'zhangSan');
    expect((await direct.get('/v1/user/profile?t=1')).data).toEqual({ crmId: 'CRM0000001' });
    server().clock.advance(61);
    const registered = await loggedIn(server(), 'zhaoLiu');
    expect((await registered.get('/v1/user/profile?t=1')).data).toEqual({ crmId: null });
  });
});

describe('hand-over logins', () => {
  it('logs 赵六 in from the consignment channel with the demo token', async () => {
    const browser = clientOf(server());
    const answer = await browser.post('/v1/auth/registered/auto/login', { token: DEMO_REGISTERED_TOKEN });
    expect(answer.data).toEqual({
      nonce: expect.any(String),
      requiredChangePassword: false,
      userType: 'Registered',
      passwordSet: true,
    });
    expect((await browser.get<UserInfoData>('/v1/auth/user?t=1')).data.name).toBe('赵六');
    expect(
      (await clientOf(server()).post('/v1/auth/registered/auto/login', { token: 'forged' })).message,
    ).toBe('登录凭证无效或已过期，请重新登录');
  });

  it('a Registered user handed over without a login password is told so, sets one by SMS and logs in with it', async () => {
    expect((await passwordStep(clientOf(server()), DEMO.heShi.phone)).message).toBe('账号或密码错误');
    server().clock.advance(61);
    const browser = clientOf(server());
    const answer = await browser.post('/v1/auth/registered/auto/login', { token: DEMO_NO_PASSWORD_TOKEN });
    expect(answer.data).toMatchObject({ userType: 'Registered', passwordSet: false });
    // The hand-over session alone is not proof: the SMS to the bound phone is.
    const bare = await browser.post('/v1/auth/password/register', {
      password: await encrypt(browser, 'He2026pw'),
    });
    expect(bare.state).not.toBe(200000);
    expect((await browser.post('/v1/auth/sms', { type: 'registerPassword' })).state).toBe(200000);
    const set = await browser.post('/v1/auth/password/register', {
      password: await encrypt(browser, 'He2026pw'),
      smsCode: await latestSms(browser, DEMO.heShi.phone),
    });
    expect(set).toEqual({ state: 200000, data: null, message: '登录密码设置成功' });
    server().clock.advance(61);
    const again = await clientOf(server()).post('/v1/auth/registered/auto/login', {
      token: DEMO_NO_PASSWORD_TOKEN,
    });
    expect(again.data).toMatchObject({ passwordSet: true });
    server().clock.advance(61);
    expect((await passwordStep(clientOf(server()), DEMO.heShi.phone, 'He2026pw')).state).toBe(200000);
  });

  it("starts the adviser's session with a gateway token: once, within 5 minutes", async () => {
    const browser = clientOf(server());
    const { gwtoken } = (await browser.request('POST', '/__dev/gwtoken', {})).json as { gwtoken: string };
    expect(await browser.post('/v1/auth/gwtoken/check', { token: gwtoken })).toEqual({
      state: 200000,
      data: true,
      message: '成功',
    });
    expect((await browser.post('/v1/auth/check')).data).toBe(true);
    // The investor's screens say who is acting (issue 38 item 7).
    const user = await browser.get<{ adviser?: { code: string; name: string } }>('/v1/auth/user?t=1');
    expect(user.data.adviser).toEqual({ code: 'GW0001', name: '吴晓峰' });
    expect((await clientOf(server()).post('/v1/auth/gwtoken/check', { token: gwtoken })).data).toBe(false);
    const late = ((await browser.request('POST', '/__dev/gwtoken', {})).json as { gwtoken: string }).gwtoken;
    server().clock.advance(301);
    expect((await clientOf(server()).post('/v1/auth/gwtoken/check', { token: late })).data).toBe(false);
  });
});
