import type { CrmEmailData } from '@/api/account/contract-email';
import { DEMO } from '@/server/seed/demo-identities';

import type { HttpClient } from '../support/http-client';
import { clientOf, loggedIn } from '../support/portal';
import { serverPerFile } from '../support/server';
import { advance, ticketOf } from '../user/support';

/**
 * The consignment e-mail dialog's send (issue 41 item 8): without an address typed it goes to the address on
 * file; another address typed becomes the one on file only with the SMS second factor (the e-mail change of
 * 个人资料), then the mail goes to it and the old address is told.
 */
jest.setTimeout(120000);

const server = serverPerFile();
const mails = async () =>
  (await clientOf(server()).request('GET', '/__dev/mail/outbox')).json as Array<{ to: string; kind: string }>;
const notices = async () =>
  (await clientOf(server()).request('GET', '/__dev/notice/outbox')).json as Array<{
    kind: string;
    to: string;
  }>;
const onFile = async (client: HttpClient) => (await client.get<CrmEmailData>('/v1/user/crm/email?t=1')).data;

describe('the consignment e-mail send', () => {
  let xu: HttpClient;
  beforeAll(async () => (xu = await loggedIn(server(), 'xuJiu')));

  it('goes to the address on file when none is typed', async () => {
    expect(await xu.post('/v1/account/crm/email', { type: 'bill' })).toEqual({
      state: 200000,
      data: 2,
      message: '邮件已发送',
    });
    expect((await mails())[0]).toMatchObject({ to: 'xujiu@example.com', kind: 'bill' });
  });

  it('refuses another address without the SMS second factor, and the address on file stays', async () => {
    const before = (await mails()).length;
    const answer = await xu.post('/v1/account/crm/email', { type: 'bill', email: 'xu.new@example.com' });
    expect([answer.state, answer.message]).toEqual([
      400035,
      '仅可发送至您登记的邮箱，如需更换邮箱请先修改个人信息',
    ]);
    const forged = await xu.post('/v1/account/crm/email', {
      type: 'bill',
      email: 'xu.new@example.com',
      ticket: 'x'.repeat(43),
    });
    expect(forged.message).toBe('安全验证已失效，请重新获取短信验证码');
    expect(await mails()).toHaveLength(before);
    expect((await onFile(xu)).email).toBe('xujiu@example.com');
  });

  it('with the ticket changes the address on file, mails the new one and tells the old one', async () => {
    await advance(xu);
    const ticket = await ticketOf(xu, DEMO.xuJiu.phone);
    const answer = await xu.post('/v1/account/crm/email', {
      type: 'assetCertificate',
      email: ' xu.new@example.com ',
      ticket,
    });
    expect([answer.state, answer.data]).toEqual([200000, 1]);
    expect((await mails())[0]).toMatchObject({ to: 'xu.new@example.com', kind: 'assetCertificate' });
    expect((await notices())[0]).toMatchObject({ kind: 'emailChanged', to: 'xujiu@example.com' });
    expect(await onFile(xu)).toMatchObject({ email: 'xu.new@example.com', sendsLeft: 1 });
    // The ticket is spent.
    const again = await xu.post('/v1/account/crm/email', {
      type: 'bill',
      email: 'xu.third@example.com',
      ticket,
    });
    expect(again.message).toBe('安全验证已失效，请重新获取短信验证码');
  });

  it('at the daily limit changes nothing', async () => {
    expect((await xu.post('/v1/account/crm/email', { type: 'bill' })).data).toBe(0);
    await advance(xu);
    const ticket = await ticketOf(xu, DEMO.xuJiu.phone);
    const answer = await xu.post('/v1/account/crm/email', {
      type: 'bill',
      email: 'xu.fourth@example.com',
      ticket,
    });
    expect(answer.state).toBe(400037);
    expect((await onFile(xu)).email).toBe('xu.new@example.com');
  });
});

describe('an investor without an address on file', () => {
  it('is asked for one when sending empty, and a typed one needs the SMS second factor', async () => {
    const feng = await loggedIn(server(), 'fengEr');
    expect((await feng.post('/v1/account/crm/email', { type: 'bill' })).message).toBe('请先输入邮箱地址');
    expect((await feng.post('/v1/account/crm/email', { type: 'bill', email: '' })).message).toBe(
      '请先输入邮箱地址',
    );
    const typed = await feng.post('/v1/account/crm/email', { type: 'bill', email: 'feng@example.com' });
    expect([typed.state, typed.message]).toEqual([400035, '修改电子邮箱须先完成短信验证']);
    expect((await feng.post('/v1/account/crm/email', { type: 'bill', email: 'feng@example' })).message).toBe(
      '邮箱地址不合规范，请重新输入',
    );
    await advance(feng);
    const ticket = await ticketOf(feng, DEMO.fengEr.phone);
    const sent = await feng.post('/v1/account/crm/email', {
      type: 'bill',
      email: 'feng@example.com',
      ticket,
    });
    expect(sent.state).toBe(200000);
    expect((await mails())[0].to).toBe('feng@example.com');
    expect((await onFile(feng)).email).toBe('feng@example.com');
  });
});
