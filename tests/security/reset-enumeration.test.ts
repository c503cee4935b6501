import { DEMO } from '@/server/seed/demo-identities';

import type { HttpAnswer, HttpClient } from '../server/support/http-client';
import { captchaToken, clientOf, encrypt, hybridBody, latestSms } from '../server/support/portal';
import { startServer, type TestServer } from '../server/support/server';

/**
 * Issue 12, item 3: the forgotten-password calls (POST /v1/auth/sms type resetPassword, POST
 * /v1/auth/password) answer an unknown ID number exactly like a known one until the SMS code matched, give
 * no masked phone to a caller who proved nothing, need the slider first and are rate-limited per address
 * and per account.
 */
jest.setTimeout(120000);

// A well-formed ID number (GB 11643) that belongs to no account.
const UNKNOWN_ID = '11010519491231002X';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.clock.advance(3601));

const bytes = (answer: HttpAnswer) => ({ status: answer.status, body: answer.body.toString('utf8') });

async function sendReset(browser: HttpClient, account: string): Promise<HttpAnswer> {
  return browser.request('POST', '/v1/auth/sms', {
    type: 'resetPassword',
    token: await captchaToken(browser),
    extras: { loginType: 'account', account },
  });
}

async function submitReset(browser: HttpClient, account: string, smsCode: string): Promise<HttpAnswer> {
  const plain = {
    loginType: 'account',
    account,
    idNo: account,
    smsCode,
    newPassword: await encrypt(browser, 'Reset2024ab'),
  };
  return browser.request('POST', '/v1/auth/password', await hybridBody(browser, plain));
}

describe('the forgotten login password before a second factor', () => {
  it('sends for a known and an unknown ID number with the same bytes, and no masked phone', async () => {
    const known = bytes(await sendReset(clientOf(server, '127.0.0.2'), DEMO.qianQi.idNo));
    const unknown = bytes(await sendReset(clientOf(server, '127.0.0.3'), UNKNOWN_ID));
    expect(known).toEqual(unknown);
    expect(JSON.parse(known.body)).toEqual({
      state: 200000,
      data: null,
      message: '如账号信息无误，验证码已发送至该账号登记的手机，2分钟内有效',
    });
    expect(known.body).not.toContain('0005');
  });

  it('refuses the reset itself without the slider-gated send, for known and unknown alike', async () => {
    const known = bytes(await submitReset(clientOf(server, '127.0.0.4'), DEMO.sunBa.idNo, '123456'));
    const unknown = bytes(await submitReset(clientOf(server, '127.0.0.4'), UNKNOWN_ID, '123456'));
    expect(known).toEqual(unknown);
    expect(JSON.parse(known.body)).toEqual({ state: 400001, data: null, message: '请先完成滑块验证' });
  });

  it('answers a wrong code alike for a known and an unknown account, and kills both after 5', async () => {
    const knownBrowser = clientOf(server, '127.0.0.5');
    const unknownBrowser = clientOf(server, '127.0.0.6');
    await sendReset(knownBrowser, DEMO.zhouJiu.idNo);
    await sendReset(unknownBrowser, UNKNOWN_ID);
    const right = await latestSms(knownBrowser, DEMO.zhouJiu.phone);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const known = bytes(await submitReset(knownBrowser, DEMO.zhouJiu.idNo, wrong));
      expect(bytes(await submitReset(unknownBrowser, UNKNOWN_ID, wrong))).toEqual(known);
      expect(JSON.parse(known.body)).toEqual({ state: 400002, data: null, message: '短信验证码错误' });
    }
    const dead = bytes(await submitReset(knownBrowser, DEMO.zhouJiu.idNo, right));
    expect(bytes(await submitReset(unknownBrowser, UNKNOWN_ID, wrong))).toEqual(dead);
    expect(JSON.parse(dead.body).state).toBe(400024);
  });

  it('limits reset SMS sends per address and per account', async () => {
    const address = clientOf(server, '127.0.0.7');
    for (let i = 0; i < 10; i++) {
      expect((await sendReset(address, `1101051949123${String(1000 + i)}`)).status).toBe(200);
    }
    const limited = await sendReset(address, UNKNOWN_ID);
    expect([limited.status, limited.json]).toEqual([
      429,
      { state: 400008, data: null, message: '操作过于频繁，请稍后再试' },
    ]);

    for (let i = 0; i < 5; i++) {
      server.clock.advance(61);
      expect((await sendReset(clientOf(server, `127.0.1.${i}`), DEMO.sunBa.phone)).status).toBe(200);
    }
    server.clock.advance(61);
    expect((await sendReset(clientOf(server, '127.0.1.9'), DEMO.sunBa.phone)).status).toBe(429);
  });

  it('limits reset attempts per address', async () => {
    const browser = clientOf(server, '127.0.0.8');
    for (let i = 0; i < 20; i++) {
      expect((await submitReset(browser, `1101051949123${String(2000 + i)}`, '123456')).status).toBe(200);
    }
    expect((await submitReset(browser, UNKNOWN_ID, '123456')).status).toBe(429);
  });
});
