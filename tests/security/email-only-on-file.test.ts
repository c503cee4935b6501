import { DEMO } from '@/server/seed/demo-identities';

import { investor, MONDAY_10AM, serverAt } from '../server/order/support';
import { HttpClient } from '../server/support/http-client';
import type { TestServer } from '../server/support/server';

/**
 * Issue 27, item 7: statements and asset certificates (the full ID number) are mailed only to the
 * investor's address on file — another address is refused, changing it is the info-change flow with its
 * second factor — and the daily quota is spent atomically: six sends together with two left send two.
 */
jest.setTimeout(120000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

const outbox = async () =>
  (await new HttpClient(server.url).request('GET', '/__dev/mail/outbox')).json as Array<{ to: string }>;

describe('the e-mailed certificate', () => {
  it('goes only to the address on file', async () => {
    const zhang = await investor(server, 'zhangSan');
    const before = (await outbox()).length;
    expect(
      await zhang.post('/v1/account/crm/email', {
        type: 'assetCertificate',
        email: 'someone-else@evil.example',
      }),
    ).toEqual({
      state: 400035,
      data: null,
      message: '仅可发送至您登记的邮箱，如需更换邮箱请先修改个人信息',
    });
    expect((await outbox()).length).toBe(before);
    const onFile = DEMO.zhangSan.email as string;
    expect(
      (await zhang.post('/v1/account/crm/email', { type: 'assetCertificate', email: onFile.toUpperCase() }))
        .state,
    ).toBe(200000);
    expect((await outbox())[0].to).toBe(onFile);
  });

  it('six sends together with two left today: two go out, four hit the limit', async () => {
    const xu = await investor(server, 'xuJiu');
    expect((await xu.post('/v1/account/crm/email', { type: 'bill' })).data).toBe(2);
    const before = (await outbox()).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => xu.post('/v1/account/crm/email', { type: 'assetCertificate' })),
    );
    expect(answers.map((a) => a.state).sort()).toEqual([200000, 200000, 400037, 400037, 400037, 400037]);
    expect((await outbox()).length).toBe(before + 2);
  });
});
