import type { CaptchaData } from '@/api/captcha/contract';
import { DEMO } from '@/server/seed/demo-identities';

import type { HttpClient } from '../server/support/http-client';
import { clientOf, login, passwordStep } from '../server/support/portal';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 12, item 5: the slider takes one answer per challenge, times the slide itself (a claimed slide time
 * longer than the time since the picture was served is refused), and serves at most 20 challenges a minute
 * per address; and a script that passes it still cannot lock an investor out: wrong passwords from a device
 * that holds the account's device nonce lock only that device, and after a lock of the account has run out
 * there is a cool-down of an hour in which wrong passwords lock only the address they come from.
 */
jest.setTimeout(120000);

const server = serverPerFile();

const LOCKED = /^密码错误次数过多，账号已锁定，请于.+（北京时间）后再试$/;

async function challenge(browser: HttpClient) {
  const got = await browser.get<CaptchaData>('/v1/auth/captcha?t=1');
  const last = (await browser.request('GET', '/__dev/captcha/last')).json as { id: string; code: number };
  expect(last.id).toBe(got.data.id);
  return last;
}

describe('the slider', () => {
  it('refuses a slide time longer than the time since the picture was served', async () => {
    const browser = clientOf(server(), '127.0.0.40');
    const fast = await challenge(browser);
    const claimed = await browser.post('/v1/auth/captcha', { id: fast.id, code: fast.code, slideMs: 5000 });
    expect(claimed).toEqual({ state: 400001, data: null, message: '滑块验证码错误' });
    const human = await challenge(browser);
    server().clock.advance(2);
    expect(
      (await browser.post('/v1/auth/captcha', { id: human.id, code: human.code, slideMs: 1500 })).state,
    ).toBe(200000);
  });

  it('takes one answer per challenge', async () => {
    const browser = clientOf(server(), '127.0.0.41');
    const one = await challenge(browser);
    server().clock.advance(1);
    expect(
      (await browser.post('/v1/auth/captcha', { id: one.id, code: one.code + 20, slideMs: 500 })).state,
    ).toBe(400001);
    expect((await browser.post('/v1/auth/captcha', { id: one.id, code: one.code, slideMs: 500 })).state).toBe(
      400001,
    );
  });

  it('serves at most 20 challenges a minute per address', async () => {
    const browser = clientOf(server(), '127.0.0.42');
    for (let i = 0; i < 20; i++) expect((await browser.get('/v1/auth/captcha?t=1')).state).toBe(200000);
    const limited = await browser.request('GET', '/v1/auth/captcha?t=1');
    expect([limited.status, limited.json]).toEqual([
      429,
      { state: 400008, data: null, message: '操作过于频繁，请稍后再试' },
    ]);
    expect((await clientOf(server(), '127.0.0.43').get('/v1/auth/captcha?t=1')).state).toBe(200000);
    server().clock.advance(61);
    expect((await browser.get('/v1/auth/captcha?t=1')).state).toBe(200000);
  });
});

describe('wrong passwords from someone else', () => {
  it('do not lock the investor’s own device out, and cannot keep the account locked', async () => {
    server().clock.advance(3601);
    const { nonce } = await login(clientOf(server()), DEMO.zhouJiu.phone, DEMO.zhouJiu.phone);
    const attacker = '127.0.0.66';
    for (let i = 0; i < 4; i++) {
      expect(
        (await passwordStep(clientOf(server(), attacker), DEMO.zhouJiu.phone, 'Wrong1234')).message,
      ).toBe('账号或密码错误');
    }
    const locking = await passwordStep(clientOf(server(), attacker), DEMO.zhouJiu.phone, 'Wrong1234');
    expect(locking.message).toMatch(LOCKED);
    // Locked for every browser without the account's device nonce …
    expect((await passwordStep(clientOf(server(), '127.0.0.67'), DEMO.zhouJiu.phone)).message).toMatch(
      LOCKED,
    );
    // … but the investor's own device (it passed the SMS step before) logs in.
    const own = await passwordStep(clientOf(server(), '127.0.0.68'), DEMO.zhouJiu.phone, undefined, nonce);
    expect(own.state).toBe(200000);
    expect(own.data).not.toBeNull();

    // The lock runs out; for an hour after it, wrong passwords lock only the address they come from.
    server().clock.advance(30 * 60 + 1);
    for (let i = 0; i < 4; i++)
      await passwordStep(clientOf(server(), attacker), DEMO.zhouJiu.phone, 'Wrong1234');
    expect(
      (await passwordStep(clientOf(server(), attacker), DEMO.zhouJiu.phone, 'Wrong1234')).message,
    ).toMatch(LOCKED);
    expect((await passwordStep(clientOf(server(), attacker), DEMO.zhouJiu.phone)).message).toMatch(LOCKED);
    expect(await passwordStep(clientOf(server(), '127.0.0.69'), DEMO.zhouJiu.phone)).toMatchObject({
      state: 200000,
      data: null,
    });
  });

  it('on the investor’s device lock only that device', async () => {
    server().clock.advance(3601);
    const { nonce } = await login(clientOf(server()), DEMO.sunBa.phone, DEMO.sunBa.phone);
    for (let i = 0; i < 4; i++) await passwordStep(clientOf(server()), DEMO.sunBa.phone, 'Wrong1234', nonce);
    const fifth = await passwordStep(clientOf(server()), DEMO.sunBa.phone, 'Wrong1234', nonce);
    expect(fifth.message).toMatch(LOCKED);
    expect((await passwordStep(clientOf(server()), DEMO.sunBa.phone, undefined, nonce)).message).toMatch(
      LOCKED,
    );
    expect(await passwordStep(clientOf(server(), '127.0.0.70'), DEMO.sunBa.phone)).toMatchObject({
      state: 200000,
      data: null,
    });
  });
});
