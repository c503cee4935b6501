import type { LoginEntry, SecurityData, SignOutOthersData } from '@/api/auth/contract-security';
import { GATEWAY_NO_SECURITY_CENTRE } from '@/server/auth/routes-security';
import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';
import { SIGNED_OUT_IN_CENTRE } from '@/shared/enums/response-state';
import { DAY } from '@/shared/time';

import type { HttpClient } from '../support/http-client';
import { changePassword, clientOf, latestSms, login, passwordStep } from '../support/portal';
import { startServer, type TestServer } from '../support/server';

/** Issue 39: 安全中心 (login history, sessions, remembered devices, 退出其他设备, 移除此设备, notices). */
jest.setTimeout(90000);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function browserOf(who: keyof typeof DEMO, userAgent: string) {
  // Past the 60 s between two SMS codes to one phone.
  server.clock.advance(61);
  const browser = clientOf(server);
  browser.userAgent = userAgent;
  const { nonce } = await login(browser, DEMO[who].phone, DEMO[who].phone);
  return { browser, nonce };
}

async function gatewayBrowser(): Promise<HttpClient> {
  const adviser = clientOf(server);
  adviser.userAgent = WINDOWS;
  const { gwtoken } = (await adviser.request('POST', '/__dev/gwtoken', {})).json as { gwtoken: string };
  expect((await adviser.post('/v1/auth/gwtoken/check', { token: gwtoken })).data).toBe(true);
  return adviser;
}

type Notice = { kind: string; channel: string; to: string; body: string };
/** The notices of this kind sent to the investor's phone. */
async function notices(browser: HttpClient, kind: string, who: keyof typeof DEMO): Promise<Notice[]> {
  const all = (await browser.request('GET', '/__dev/notice/outbox')).json as Notice[];
  return all.filter((notice) => notice.kind === kind && notice.to === DEMO[who].phone);
}

describe('安全中心', () => {
  it('shows the last login before this session, with place, device and browser, and the 90 days of logins', async () => {
    await browserOf('zhouJiu', IPHONE);
    const wrong = clientOf(server);
    wrong.userAgent = WINDOWS;
    expect((await passwordStep(wrong, DEMO.zhouJiu.phone, 'Wrong-pass-1')).state).not.toBe(200000);
    const { browser } = await browserOf('zhouJiu', WINDOWS);

    const centre = await browser.get<SecurityData>('/v1/auth/security?t=1');
    expect(centre.state).toBe(200000);
    expect(centre.data.lastLogin).toMatchObject({
      place: '本机',
      device: 'iPhone',
      browser: 'Safari',
      via: 'self',
      outcome: 'success',
    });
    const history = (await browser.get<LoginEntry[]>('/v1/auth/security/logins?t=1')).data;
    expect(history.map((entry) => [entry.device, entry.browser, entry.outcome])).toEqual([
      ['Windows 电脑', 'Edge', 'success'],
      ['Windows 电脑', 'Edge', 'failure'],
      ['iPhone', 'Safari', 'success'],
    ]);
    expect(centre.data.sessions).toEqual([
      expect.objectContaining({ current: true, via: 'self', device: 'Windows 电脑', place: '本机' }),
    ]);
    expect(centre.data.devices.map((device) => [device.device, device.current])).toEqual([
      ['Windows 电脑', true],
      ['iPhone', false],
    ]);
  });

  it('keeps the login history 90 days: older logins are pruned when a new one is written', async () => {
    await browserOf('fengEr', IPHONE);
    server.clock.advance((91 * DAY) / 1000);
    const { browser } = await browserOf('fengEr', WINDOWS);
    const history = (await browser.get<LoginEntry[]>('/v1/auth/security/logins?t=1')).data;
    expect(history.map((entry) => entry.device)).toEqual(['Windows 电脑']);
    const cutOff = server.clock.now() - 90 * DAY;
    expect(server.app.portal.db.all('SELECT at FROM login_history WHERE at < ?', [cutOff])).toEqual([]);
  });

  it('sends one SMS notice per new device, none for a remembered one', async () => {
    const { browser, nonce } = await browserOf('hanSan', IPHONE);
    const first = await notices(browser, 'newDevice', 'hanSan');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ channel: 'sms', to: DEMO.hanSan.phone });
    expect(first[0].body).toMatch(
      /^【国证资管】尊敬的韩三：您的账户于\d{4}-\d\d-\d\d \d\d:\d\d在新设备登录（iPhone·Safari，本机）。如非本人操作/,
    );
    expect(first[0].body).not.toMatch(/https?:|token/i);

    const again = clientOf(server);
    again.userAgent = IPHONE;
    expect((await passwordStep(again, DEMO.hanSan.phone, undefined, nonce)).data).not.toBeNull();
    expect(await notices(browser, 'newDevice', 'hanSan')).toHaveLength(1);
    await browserOf('hanSan', WINDOWS);
    expect(await notices(browser, 'newDevice', 'hanSan')).toHaveLength(2);
  });

  it('lists an adviser gateway session beside the investor’s own, and refuses the centre to the gateway', async () => {
    const { browser } = await browserOf('zhangSan', IPHONE);
    const adviser = await gatewayBrowser();
    // The two coexist: the gateway session did not replace the investor's.
    expect((await browser.get('/v1/auth/user?t=1')).state).toBe(200000);
    const { sessions } = (await browser.get<SecurityData>('/v1/auth/security?t=1')).data;
    expect(sessions.map((s) => [s.current, s.via, s.device])).toEqual([
      [true, 'self', 'iPhone'],
      [false, 'adviser', 'Windows 电脑'],
    ]);
    expect(sessions[1].adviserName).toBeTruthy();

    for (const answer of [
      await adviser.get('/v1/auth/security?t=1'),
      await adviser.get('/v1/auth/security/logins?t=1'),
      await adviser.post('/v1/auth/security/sign-out-others'),
      await adviser.post('/v1/auth/security/devices/forget', { id: 1 }),
    ]) {
      expect(answer).toMatchObject({ state: 400035, message: GATEWAY_NO_SECURITY_CENTRE });
    }
    await expect(clientOf(server).get('/v1/auth/security?t=1')).resolves.toMatchObject({ state: 401000 });
  });

  it('退出其他设备 ends every other session (its next request is told why) and forgets the other devices', async () => {
    const phone = await browserOf('zhangSan', IPHONE);
    const { browser } = await browserOf('zhangSan', WINDOWS);
    const adviser = await gatewayBrowser();

    const ended = await browser.post<SignOutOthersData>('/v1/auth/security/sign-out-others');
    expect(ended).toMatchObject({ state: 200000, data: { sessions: 1 } });
    expect(ended.data.devices).toBeGreaterThanOrEqual(1);
    expect(await adviser.get('/v1/auth/user?t=1')).toEqual({
      state: 401003,
      data: null,
      message: SIGNED_OUT_IN_CENTRE,
    });
    expect((await browser.get('/v1/auth/user?t=1')).state).toBe(200000);
    // The iPhone's remembered device is forgotten: its next login asks for the SMS code again.
    const fresh = clientOf(server);
    expect((await passwordStep(fresh, DEMO.zhangSan.phone, undefined, phone.nonce)).data).toBeNull();
    const { devices } = (await browser.get<SecurityData>('/v1/auth/security?t=1')).data;
    expect(devices.map((device) => [device.device, device.current])).toEqual([['Windows 电脑', true]]);
  });

  it('移除此设备 forgets one remembered device of the account only', async () => {
    const phone = await browserOf('zhaoLiu', IPHONE);
    const { browser } = await browserOf('zhaoLiu', WINDOWS);
    const stranger = (await browserOf('qianQi', WINDOWS)).browser;
    const { devices } = (await browser.get<SecurityData>('/v1/auth/security?t=1')).data;
    const iphone = devices.find((device) => device.device === 'iPhone');
    expect(iphone).toBeDefined();

    expect((await stranger.post('/v1/auth/security/devices/forget', { id: iphone?.id })).state).toBe(400035);
    expect((await browser.post('/v1/auth/security/devices/forget', { id: iphone?.id })).state).toBe(200000);
    const after = (await browser.get<SecurityData>('/v1/auth/security?t=1')).data.devices;
    expect(after.map((device) => device.device)).toEqual(['Windows 电脑']);
    expect(
      (await passwordStep(clientOf(server), DEMO.zhaoLiu.phone, undefined, phone.nonce)).data,
    ).toBeNull();
  });

  it('tells the bound phone by SMS when the login password changes', async () => {
    const { browser } = await browserOf('sunBa', IPHONE);
    expect(await notices(browser, 'passwordChanged', 'sunBa')).toHaveLength(0);
    const changed = await changePassword(browser, '/v1/auth/password', DEMO_PASSWORD, 'Sun2024pass');
    expect(changed.state).toBe(200000);
    const sent = await notices(browser, 'passwordChanged', 'sunBa');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'sms', to: DEMO.sunBa.phone });
    expect(sent[0].body).toMatch(
      /您的登录密码已于\d{4}-\d\d-\d\d \d\d:\d\d修改（iPhone·Safari，本机）。如非本人操作/,
    );
  });

  it('tells the old phone by SMS when the bound phone changes', async () => {
    const { browser } = await browserOf('yangSi', IPHONE);
    const newPhone = '13912340000';
    await browser.post('/v1/auth/sms', { type: 'mobileOld' });
    await browser.post('/v1/auth/sms', { type: 'mobileNew', extras: { phone: newPhone } });
    const changed = await browser.post('/v1/auth/mobile', {
      oldCode: await latestSms(browser, DEMO.yangSi.phone),
      phone: newPhone,
      newCode: await latestSms(browser, newPhone),
    });
    expect(changed.state).toBe(200000);
    const sent = await notices(browser, 'phoneChanged', 'yangSi');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatch(/您在国证资管登记的手机号码已于.+修改为139\*\*\*\*0000。如非本人操作/);
  });
});
