import type { IdentityChange, UserDetailData } from '@/api/user/contract';
import type { OrgContactorData } from '@/api/user/contract-org';
import { DEMO } from '@/server/seed/demo-identities';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import { organisation } from '../paper/org-login';
import type { HttpClient } from '../support/http-client';
import { jpeg, multipart, MULTIPART_TYPE } from '../support/images';
import { serverPerFile } from '../support/server';
import { advance, recognisedCard, ticketOf } from './support';

jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));
// One organisation session for the file (a second login waits out the SMS window); each test leaves nothing pending.
let session: Promise<HttpClient> | undefined;
const orgOnce = () => (session ??= organisation(server()));
const freshTicket = async (org: HttpClient) => {
  await advance(org);
  return ticketOf(org, DEMO.org.phone);
};
const REFUSED = '经办人信息校验未通过，请返回个人信息页重新进入';
const people = async (org: HttpClient) => {
  const answer = await org.get<OrgContactorData>('/v1/user/org/contactor?t=1');
  if (answer.state !== 200000) throw new Error(answer.message);
  return answer.data;
};
const agentIdOf = async (org: HttpClient) => (await people(org)).contactor?.encryptId ?? '';
const contactor = (encryptId?: string) =>
  `/v1/user/contactor${encryptId ? `?encryptId=${encodeURIComponent(encryptId)}` : ''}`;
const altered = (token: string) => `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;

async function ocr(client: HttpClient, encryptId: string) {
  const body = multipart(
    { type: '1', scene: 'agent', encryptId },
    { filename: 'card.jpg', type: 'image/jpeg', bytes: jpeg(800, 500) },
  );
  return (await client.request('POST', '/v1/auth/ocr', body, { 'content-type': MULTIPART_TYPE })).json as {
    state: number;
    message: string;
    data: { name?: string } | null;
  };
}

describe('POST /v1/user/contactor with the agent’s encryptId (更新经办人证件)', () => {
  it('with it: an application for the agent, counted apart, that a pass puts on the agent’s record', async () => {
    const org = await orgOnce();
    const encryptId = await agentIdOf(org);
    expect(encryptId).toMatch(/^[A-Za-z0-9_-]{20,128}$/);
    const count = (id?: string) =>
      org.get(`/v1/user/idCard/contactor/count?t=1${id ? `&encryptId=${encodeURIComponent(id)}` : ''}`);
    expect((await count(encryptId)).data).toEqual({ used: 0, limit: 3 });

    const card = await recognisedCard(org, 'agent', encryptId);
    const ticket = await freshTicket(org);
    const applied = await org.post<IdentityChange>(contactor(encryptId), { ...card, ticket });
    expect(applied).toMatchObject({ state: 200000, data: { kind: 'agent', name: '陈十', auditFlag: '0' } });
    expect((await count(encryptId)).data).toEqual({ used: 1, limit: 3 });
    // The responsible person's count and applications are their own.
    expect((await count()).data).toEqual({ used: 0, limit: 3 });

    await org.request('POST', `/__dev/user/change/${applied.data.id}/review`, { decision: 'pass' });
    const after = await people(org);
    expect(after.contactor).toMatchObject({
      name: '陈十',
      idValidTo: card.endDate,
      phoneMasked: '138****0008',
    });
    expect(after.responsible?.name).toBe('黄敏');
    // The record keeps its encryptId: the same agent is named by the same token.
    expect(after.contactor?.encryptId).toBe(encryptId);
    expect((await org.get<UserDetailData>('/v1/user?t=1')).data.changes).toMatchObject([
      { kind: 'agent', auditFlag: '1' },
    ]);
  });

  it('without it: the responsible person’s application, asked by 负责人’s name; the agent’s by 经办人’s', async () => {
    const org = await orgOnce();
    const encryptId = await agentIdOf(org);
    const ticket = await freshTicket(org);
    const other = { name: ' ', idType: '1', idNo: 'E12345678', ticket };
    expect((await org.post(contactor(), other)).message).toBe('请输入负责人姓名');
    expect((await org.post(contactor(encryptId), other)).message).toBe('请输入经办人姓名');

    const applied = await org.post<IdentityChange>(contactor(), { ...other, name: '王五' });
    expect(applied.data).toMatchObject({ kind: 'contactor', name: '王五' });
    // Withdrawn only on its own path: the agent's encryptId does not reach it.
    expect((await org.put(contactor(encryptId), { id: applied.data.id })).message).toBe('没有找到该申请');
    expect((await org.put(contactor(), { id: applied.data.id })).data).toMatchObject({ auditFlag: '2' });
  });

  it('the agent’s application is withdrawn with its encryptId (PUT), as the others are', async () => {
    const org = await orgOnce();
    const encryptId = await agentIdOf(org);
    const applied = await org.post<IdentityChange>(contactor(encryptId), {
      name: '陈十',
      idType: '1',
      idNo: 'E7654321',
      ticket: await freshTicket(org),
    });
    expect(applied.data).toMatchObject({ kind: 'agent', idType: '1' });
    expect((await org.put(contactor(), { id: applied.data.id })).message).toBe('没有找到该申请');
    const withdrawn = await org.put<IdentityChange>(contactor(encryptId), { id: applied.data.id });
    expect(withdrawn).toMatchObject({
      message: '申请已撤回',
      data: { auditFlag: '2', rejectReason: '投资者撤回' },
    });
  });

  it('a forged or altered encryptId is refused in words, before the ticket is spent', async () => {
    const org = await orgOnce();
    const encryptId = await agentIdOf(org);
    const ticket = await freshTicket(org);
    const body = { name: '陈十', idType: '1', idNo: 'E1234567', ticket };
    for (const forged of [altered(encryptId), 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x']) {
      expect(await org.post(contactor(forged), body)).toMatchObject({ state: 400035, message: REFUSED });
      expect((await org.put(contactor(forged), { id: '1' })).message).toBe(REFUSED);
      expect(
        (await org.get(`/v1/user/idCard/contactor/count?t=1&encryptId=${encodeURIComponent(forged)}`))
          .message,
      ).toBe(REFUSED);
    }
    expect((await org.post(contactor(encryptId), body)).state).toBe(200000);
  });
});

describe('POST /v1/auth/ocr with an encryptId (the agent scene)', () => {
  it('recognises the agent’s photos with the organisation’s own encryptId; refuses a forged one or another account’s', async () => {
    const org = await orgOnce();
    const encryptId = await agentIdOf(org);
    expect(await ocr(org, encryptId)).toMatchObject({ state: 200000, data: { name: '陈十' } });
    expect(await ocr(org, altered(encryptId))).toMatchObject({ state: 400035, message: REFUSED });
    // A person holding the organisation's token gets nothing from it.
    const zhang = await investor(server(), 'zhangSan');
    expect(await ocr(zhang, encryptId)).toMatchObject({ state: 400035, message: REFUSED });
  });
});
