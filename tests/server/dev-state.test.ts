import { DEMO } from '@/server/seed/demo-identities';

import { clientOf, login, passwordStep } from './support/portal';
import { startServer, type TestServer } from './support/server';

jest.setTimeout(90000);

const outbox = async (server: TestServer) =>
  (await clientOf(server).request('GET', '/__dev/sms/outbox')).json as { phone: string }[];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('POST /__dev/state/restore', () => {
  it('puts locks, sessions, device nonces and SMS windows back to the seeded state', async () => {
    // 张三 locked out; 周九 logged in on a device (session, nonce, one SMS in the window).
    for (let i = 0; i < 5; i += 1) await passwordStep(clientOf(server), DEMO.zhangSan.phone, 'Wrong1234');
    expect((await passwordStep(clientOf(server), DEMO.zhangSan.phone)).message).toContain('账号已锁定');
    const browser = clientOf(server);
    const { nonce } = await login(browser, DEMO.zhouJiu.idNo, DEMO.zhouJiu.phone);
    expect((await browser.post<boolean>('/v1/auth/check')).data).toBe(true);
    expect((await passwordStep(clientOf(server), DEMO.zhouJiu.idNo, undefined, nonce)).data).not.toBeNull();
    expect((await outbox(server)).map((sms) => sms.phone)).toEqual([DEMO.zhouJiu.phone]);

    const restored = await clientOf(server).request('POST', '/__dev/state/restore', {});
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ tables: expect.any(Number), rows: expect.any(Number) });

    // The right password works again, with the SMS step: the device nonce is gone with the old session.
    expect(await passwordStep(clientOf(server), DEMO.zhangSan.phone)).toMatchObject({
      state: 200000,
      data: null,
    });
    expect((await browser.post<boolean>('/v1/auth/check')).data).toBe(false);
    expect(await passwordStep(clientOf(server), DEMO.zhouJiu.idNo, undefined, nonce)).toMatchObject({
      state: 200000,
      data: null,
    });
    // No SMS went out since the restore, and the resend window is open again.
    expect(await outbox(server)).toEqual([]);
    await login(clientOf(server), DEMO.zhouJiu.idNo, DEMO.zhouJiu.phone);
  });

  it('keeps the demo data itself: the same rows after two restores, funds and accounts usable', async () => {
    const before = (await clientOf(server).request('POST', '/__dev/state/restore', {})).json;
    const after = (await clientOf(server).request('POST', '/__dev/state/restore', {})).json;
    expect(after).toEqual({ ...(before as object), now: expect.any(String) });
    const browser = clientOf(server);
    await login(browser, DEMO.zhangSan.idNo, DEMO.zhangSan.phone);
    const funds = await browser.get<{ code: string }[]>('/v1/fund/search?t=1&content=970001');
    expect(funds.data.map((fund) => fund.code)).toEqual(['970001']);
  });

  it("undoes the clock's advances with the rows: the seeded rows are as old as at the start", async () => {
    const started = Date.now();
    const moved = await clientOf(server).request('POST', '/__dev/clock', { advanceSeconds: 11 * 86400 });
    expect(Date.parse((moved.json as { now: string }).now) - started).toBeGreaterThanOrEqual(
      11 * 86400 * 1000,
    );
    const restored = (await clientOf(server).request('POST', '/__dev/state/restore', {})).json as {
      now: string;
    };
    expect(Math.abs(Date.parse(restored.now) - Date.now())).toBeLessThan(60 * 1000);
  });

  it('clears the evidence log too, and puts its append-only triggers back', async () => {
    const browser = clientOf(server);
    await login(browser, DEMO.zhouJiu.idNo, DEMO.zhouJiu.phone);
    expect((await browser.post('/v1/engagement/sign', {})).state).toBe(200000);
    const { db } = server.app.portal;
    expect(db.all('SELECT kind FROM evidence')).toEqual([{ kind: 'engagement' }]);
    expect((await clientOf(server).request('POST', '/__dev/state/restore', {})).status).toBe(200);
    expect(db.all('SELECT kind FROM evidence')).toEqual([]);
    await login(browser, DEMO.zhouJiu.idNo, DEMO.zhouJiu.phone);
    await browser.post('/v1/engagement/sign', {});
    expect(() => db.run('DELETE FROM evidence')).toThrow(/append-only/);
  });

  it('is gone with PORTAL_DEV_HOOKS=0', async () => {
    const production = await startServer({ devHooks: false });
    try {
      expect((await clientOf(production).request('POST', '/__dev/state/restore', {})).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
