import type { LoginResult } from '@/api/auth/contract';
import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';

import { clientOf, encrypt, captchaToken, latestSms, login, passwordStep } from './support/portal';
import { serverPerFileSmsApart } from './support/server';

jest.setTimeout(30000);

const server = serverPerFileSmsApart();

describe('person login', () => {
  it('asks a new browser for the SMS step, then skips it with the device nonce', async () => {
    const browser = clientOf(server());
    const first = await passwordStep(browser, DEMO.zhangSan.idNo);
    expect(first).toEqual({ state: 200000, data: null, message: expect.any(String) });
    expect(browser.cookies.has('PSESSION')).toBe(false);

    const sent = await browser.post('/v1/auth/sms', { type: 'login' });
    expect(sent.data).toBe('138****0001');
    const validated = await browser.post<LoginResult>('/v1/auth/sms/validate', {
      code: await latestSms(browser, DEMO.zhangSan.phone),
    });
    expect(validated.state).toBe(200000);
    expect(validated.data).toEqual({
      nonce: expect.any(String),
      requiredChangePassword: false,
      userType: 'Direct',
    });
    expect((await browser.get('/v1/auth/user?t=1')).state).toBe(200000);

    const again = await passwordStep(
      clientOf(server()),
      DEMO.zhangSan.phone,
      undefined,
      validated.data.nonce,
    );
    expect(again.data).toEqual({
      nonce: validated.data.nonce,
      requiredChangePassword: false,
      userType: 'Direct',
    });
  });

  it('does not take a nonce issued to another account', async () => {
    server().clock.advance(61);
    const nonce = (await login(clientOf(server()), DEMO.qianQi.phone, DEMO.qianQi.phone)).nonce;
    const other = await passwordStep(clientOf(server()), DEMO.zhangSan.idNo, undefined, nonce);
    expect(other).toMatchObject({ state: 200000, data: null });
  });

  it('answers an unknown account and a wrong password with the same state and words', async () => {
    const unknown = await passwordStep(clientOf(server()), '110101199901011234', DEMO_PASSWORD);
    const wrong = await passwordStep(clientOf(server()), DEMO.zhouJiu.phone, 'Wrong1234');
    expect(unknown).toEqual({ state: 400035, data: null, message: '账号或密码错误' });
    expect(wrong).toEqual(unknown);
  });

  it('tells an account without online entrustment 403001, only after the right password', async () => {
    expect(await passwordStep(clientOf(server()), DEMO.wangWu.phone)).toEqual({
      state: 403001,
      data: null,
      message: '尊敬的投资者，您尚未开通网上委托',
    });
    expect((await passwordStep(clientOf(server()), DEMO.wangWu.phone, 'Wrong1234')).state).toBe(400035);
  });

  it('requires a fresh captcha token: missing, reused or older than 120 s gives the graphic state', async () => {
    const browser = clientOf(server());
    const password = await encrypt(browser, DEMO_PASSWORD);
    const missing = await browser.post('/v1/auth/login', {
      account: DEMO.zhangSan.idNo,
      password,
      code: 'nope',
    });
    expect(missing).toEqual({ state: 400001, data: null, message: '请先完成滑块验证' });

    const token = await captchaToken(browser);
    await browser.post('/v1/auth/login', { account: DEMO.zhangSan.idNo, password, code: token });
    expect(
      (await browser.post('/v1/auth/login', { account: DEMO.zhangSan.idNo, password, code: token })).state,
    ).toBe(400001);

    const stale = await captchaToken(browser);
    server().clock.advance(121);
    expect(
      (await browser.post('/v1/auth/login', { account: DEMO.zhangSan.idNo, password, code: stale })).state,
    ).toBe(400001);
  });

  it('refuses a password that is not our RSA ciphertext with 400000', async () => {
    const browser = clientOf(server());
    const answer = await browser.request('POST', '/v1/auth/login', {
      account: DEMO.zhangSan.idNo,
      password: Buffer.from(DEMO_PASSWORD).toString('base64'),
      code: await captchaToken(browser),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ state: 400000, data: null, message: '密码解密失败，请刷新页面后重试' });
  });
});

describe('organisation login', () => {
  it('logs in with the fund account (type 1) and the trade account (type 0)', async () => {
    for (const [account, type] of [
      [DEMO.org.fundAccount, '1'],
      [DEMO.org.tradeAccounts[0], '0'],
    ]) {
      server().clock.advance(61);
      const browser = clientOf(server());
      const first = await browser.post('/v1/auth/login/org', {
        account,
        password: await encrypt(browser, DEMO_PASSWORD),
        code: await captchaToken(browser),
        type,
      });
      expect(first).toMatchObject({ state: 200000, data: null });
      expect((await browser.post('/v1/auth/sms', { type: 'login' })).data).toBe('138****0008');
      const done = await browser.post('/v1/auth/sms/validate', {
        code: await latestSms(browser, DEMO.org.phone),
      });
      expect(done.state).toBe(200000);
      const info = await browser.get('/v1/auth/login/info?t=1');
      expect(info.data).toMatchObject({ loginType: 'organization', orgAccountType: type });
    }
  });

  it('does not find an organisation by the wrong account type, nor a person on the organisation form', async () => {
    const browser = clientOf(server());
    const attempt = async (account: string, type: string) =>
      browser.post('/v1/auth/login/org', {
        account,
        password: await encrypt(browser, DEMO_PASSWORD),
        code: await captchaToken(browser),
        type,
      });
    expect((await attempt(DEMO.org.fundAccount, '0')).message).toBe('账号或密码错误');
    expect((await attempt(DEMO.zhangSan.phone, '1')).message).toBe('账号或密码错误');
  });
});
