import type { UserDetailData } from '@/api/user/contract';
import { DEMO } from '@/server/seed/demo-identities';

import type { HttpClient } from '../server/support/http-client';
import { clientOf, loggedIn } from '../server/support/portal';
import { serverPerFile } from '../server/support/server';
import { advance, ticketOf } from '../server/user/support';
import { CONTACT } from '../support/contact';

/**
 * Issue 39, Medium 1: PUT /v1/user changed the e-mail on file with the session alone, and statements and asset
 * certificates (full ID number, holdings, a verifiable code) then went to the new address; an adviser's
 * gateway session could do it too. A change of the e-mail now needs the SMS second factor (the ticket of
 * POST /v1/auth/2fa, as the identity changes), the old address is told, and a gateway session changes no
 * contact and mails no statement.
 */
jest.setTimeout(120000);

const server = serverPerFile();
const NEEDS_SMS = '修改电子邮箱须先完成短信验证';
const GATEWAY_CONTACTS = '顾问代为登录时不能修改联系方式，请投资者本人登录后办理';
const GATEWAY_MAIL = '顾问代为登录时不能发送对账单或资产证明，请投资者本人登录后办理';

const emailOnFile = async (client: HttpClient) =>
  (await client.get<UserDetailData>('/v1/user?t=1')).data.contact.email;

interface Notice {
  kind: string;
  to: string;
  subject: string;
  body: string;
}
const notices = async () =>
  (await clientOf(server()).request('GET', '/__dev/notice/outbox')).json as Notice[];

describe('an e-mail change', () => {
  let zhang: HttpClient;
  beforeAll(async () => (zhang = await loggedIn(server(), 'zhangSan')));

  it('is refused with the session alone, and the address on file stays', async () => {
    const answer = await zhang.put('/v1/user', { ...CONTACT, email: 'thief@example.net' });
    expect([answer.state, answer.message]).toEqual([400035, NEEDS_SMS]);
    const forged = await zhang.put('/v1/user', {
      ...CONTACT,
      email: 'thief@example.net',
      ticket: 'x'.repeat(43),
    });
    expect(forged.message).toBe('安全验证已失效，请重新获取短信验证码');
    expect(await emailOnFile(zhang)).toBe('zhangsan@example.com');
  });

  it('other contacts, and the same address in other letters, need no code', async () => {
    const before = (await notices()).length;
    const answer = await zhang.put('/v1/user', { ...CONTACT, email: 'ZhangSan@Example.com' });
    expect([answer.state, answer.message]).toEqual([200000, '个人资料修改成功']);
    expect(await notices()).toHaveLength(before);
  });

  it('goes through with the SMS ticket, once, and the old address is told', async () => {
    const ticket = await ticketOf(zhang, DEMO.zhangSan.phone);
    const changed = await zhang.put('/v1/user', { ...CONTACT, email: 'zhang.new@example.com', ticket });
    expect([changed.state, changed.message]).toEqual([200000, '个人资料修改成功']);
    expect(await emailOnFile(zhang)).toBe('zhang.new@example.com');
    const [told] = await notices();
    expect(told).toMatchObject({
      kind: 'emailChanged',
      to: 'ZhangSan@Example.com',
      subject: '国证资管：您登记的电子邮箱已修改',
    });
    expect(told.body).toContain('您在国证资管登记的电子邮箱已修改为 z***@example.com');
    expect(told.body).toContain('如非本人操作，请立即致电客服热线95517');
    // The ticket is spent: another change needs another code.
    const again = await zhang.put('/v1/user', { ...CONTACT, email: 'zhang.third@example.com', ticket });
    expect(again.message).toBe('安全验证已失效，请重新获取短信验证码');
    await advance(zhang);
  });
});

describe("an adviser's gateway session", () => {
  it('changes no contact and mails no statement', async () => {
    const adviser = clientOf(server());
    const { gwtoken } = (await adviser.request('POST', '/__dev/gwtoken', {})).json as { gwtoken: string };
    expect((await adviser.post('/v1/auth/gwtoken/check', { token: gwtoken })).data).toBe(true);
    const before = await emailOnFile(adviser);
    const contact = await adviser.put('/v1/user', { ...CONTACT, email: before });
    expect([contact.state, contact.message]).toEqual([400035, GATEWAY_CONTACTS]);
    const ticket = await ticketOf(adviser, DEMO.zhangSan.phone);
    const email = await adviser.put('/v1/user', { ...CONTACT, email: 'adviser@example.net', ticket });
    expect(email.message).toBe(GATEWAY_CONTACTS);
    expect(await emailOnFile(adviser)).toBe(before);
    const phone = await adviser.post('/v1/auth/mobile', {
      phone: '13900009999',
      oldCode: '123456',
      newCode: '123456',
    });
    expect(phone.message).toBe(GATEWAY_CONTACTS);
    const mail = await adviser.post('/v1/account/crm/email', { type: 'bill' });
    expect([mail.state, mail.message]).toEqual([400035, GATEWAY_MAIL]);
  });
});
