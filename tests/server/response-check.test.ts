import type { AddressInfo } from 'node:net';

import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';

import { Envelope, object } from '@/api/core/contract';
import { UserProfileData } from '@/api/user/contract';
import { lastChallenge } from '@/server/captcha/captcha';
import { installErrorHandling } from '@/server/core/http/error-handler';
import { installResponseCheck } from '@/server/core/http/response-check';
import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';

import { HttpClient } from './support/http-client';
import { clientOf, encrypt, login } from './support/portal';
import { startServer, type TestServer } from './support/server';

jest.setTimeout(60000);

const drift = (call: string) => expect.stringContaining(`接口响应与契约不符：${call}`);

describe('the response check (on in every server test)', () => {
  let server: TestServer;
  afterEach(() => server.close());

  /** 张三 logged in; without the dev hooks the slider answer and the SMS code are read where they hide. */
  async function zhangSan(target: TestServer): Promise<HttpClient> {
    const browser = clientOf(target);
    if (target.app.portal.devHooks) {
      await login(browser, DEMO.zhangSan.phone, DEMO.zhangSan.phone);
      return browser;
    }
    const db = target.app.portal.db;
    const { data } = await browser.get<{ id: string }>('/v1/auth/captcha?t=1');
    // Slider challenges live in memory (issue 12, item 11): read the newest one there.
    const answer = lastChallenge(target.app.portal);
    expect(answer?.id).toBe(data.id);
    target.clock.advance(1); // the slide takes its time
    const captcha = await browser.post<{ token: string }>('/v1/auth/captcha', {
      id: data.id,
      code: answer?.code,
      slideMs: 600,
    });
    await browser.post('/v1/auth/login', {
      account: DEMO.zhangSan.phone,
      password: await encrypt(browser, DEMO_PASSWORD),
      code: captcha.data.token,
    });
    await browser.post('/v1/auth/sms', { type: 'login' });
    const sms = db.get<{ code: string }>('SELECT code FROM sms_outbox ORDER BY id DESC LIMIT 1');
    expect((await browser.post('/v1/auth/sms/validate', { code: sms?.code })).state).toBe(200000);
    return browser;
  }

  // A row the contract does not allow: a risk level outside C1–C5.
  const corrupt = (target: TestServer) =>
    target.app.portal.db.run("UPDATE accounts SET risk = 'C9', highest_risk = 'C9' WHERE phone = ?", [
      DEMO.zhangSan.phone,
    ]);

  it('turns an answer its contract does not allow into a 500 that names the drift', async () => {
    server = await startServer();
    const browser = await zhangSan(server);
    expect((await browser.get('/v1/auth/user?t=1')).state).toBe(200000);
    corrupt(server);
    const user = await browser.request('GET', '/v1/auth/user?t=1');
    expect([user.status, user.json]).toEqual([
      500,
      { state: 503000, data: null, message: drift('GET /v1/auth/user 200 /data/riskLevel/risk ') },
    ]);
  });

  it("is off without the dev hooks: the same drift is then only the serialiser's unnamed 500", async () => {
    server = await startServer({ devHooks: false });
    const browser = await zhangSan(server);
    corrupt(server);
    const user = await browser.request('GET', '/v1/auth/user?t=1');
    // fast-json-stringify picks the branch of `data: X | null` by validating it; none fits, so it throws.
    expect([user.status, user.json]).toEqual([
      500,
      { state: 503000, data: null, message: '系统繁忙，请稍后再试' },
    ]);
  });

  // Without the check, fast-json-stringify drops `debug`, turns '7' into 7 and 5 into '5' and answers 200;
  // inside `data` (a union) it throws an unnamed 500 instead.
  it('catches an unknown, missing or mistyped field, which the serialiser hides or leaves unnamed', async () => {
    const app = Fastify();
    installErrorHandling(app);
    installResponseCheck(app);
    const answers: Record<string, unknown> = {
      extra: { state: 200000, data: { crmId: 'CRM1', secret: 'x' }, message: '成功' },
      missing: { state: 200000, data: {}, message: '成功' },
      envelope: { state: 200000, data: null, message: '成功', debug: 'stack' },
      fine: { state: 200000, data: { crmId: null }, message: '成功' },
    };
    app.get<{ Params: { which: string } }>(
      '/v1/:which',
      { schema: { response: { 200: Envelope(UserProfileData) } } },
      async (request) => answers[request.params.which],
    );
    const Plain = object({ n: Type.Integer(), s: Type.String() });
    app.get('/plain', { schema: { response: { 200: Plain } } }, async () => ({ n: '7', s: 5 }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const client = new HttpClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      const get = async (url: string) => {
        const answer = await client.request('GET', url);
        return [answer.status, (answer.json as { message: string }).message];
      };
      expect(await get('/v1/extra')).toEqual([500, drift('GET /v1/:which 200 /data/secret ')]);
      expect(await get('/v1/missing')).toEqual([500, drift('GET /v1/:which 200 /data/crmId ')]);
      expect(await get('/v1/envelope')).toEqual([500, drift('GET /v1/:which 200 /debug ')]);
      expect(await get('/plain')).toEqual([500, drift('GET /plain 200 /n ')]);
      expect(await get('/v1/fine')).toEqual([200, '成功']);
    } finally {
      await app.close();
    }
  });
});
