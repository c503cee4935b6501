import type { IdentityChange, UserDetailData } from '@/api/user/contract';
import { DEMO } from '@/server/seed/demo-identities';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import { organisation } from '../paper/org-login';
import { serverPerFile } from '../support/server';
import { advance, recognisedCard, ticketOf } from './support';

jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

describe('identity-document applications with a document other than the ID card', () => {
  it('accept the passport of the investor on file: no photos, no validity, and a pass puts it on file', async () => {
    const wei = await investor(server(), 'weiEr');
    const applied = await wei.post<IdentityChange>('/v1/user/idCard', {
      name: ` ${DEMO.weiEr.name} `,
      idType: '1',
      idNo: ' ej1234567 ',
      ticket: await ticketOf(wei, DEMO.weiEr.phone),
    });
    expect(applied).toMatchObject({
      state: 200000,
      data: { kind: 'idCard', idType: '1', name: '卫二', validTo: null, auditFlag: '0' },
    });
    await wei.request('POST', `/__dev/user/change/${applied.data.id}/review`, { decision: 'pass' });
    const user = (await wei.get<UserDetailData>('/v1/user?t=1')).data;
    expect(user.changes).toMatchObject([{ kind: 'idCard', idType: '1', auditFlag: '1' }]);
    expect(user).toMatchObject({ idType: '1', idValidTo: null });
  });

  it('refuse a body the form would not send: a type outside the dictionary, an empty name or number, photos with it', async () => {
    const feng = await investor(server(), 'fengEr');
    const ticket = await ticketOf(feng, DEMO.fengEr.phone);
    const refusal = async (fields: Record<string, string>) =>
      (await feng.post('/v1/user/idCard', { name: DEMO.fengEr.name, idNo: 'E1234567', ticket, ...fields }))
        .message;
    expect(await refusal({ idType: '0' })).toBe('请求体字段 idType 取值不在允许范围内');
    expect(await refusal({ idType: 'Q' })).toBe('请求体字段 idType 取值不在允许范围内');
    expect(await refusal({ idType: '6', name: ' ' })).toBe('请输入姓名');
    expect(await refusal({ idType: '6', idNo: '  ' })).toBe('请输入证件号码');
    expect(await refusal({ idType: '6', idNo: 'E'.repeat(51) })).toBe(
      '请求体字段 idNo 长度不能超过 50 个字符',
    );
    expect(await refusal({ idType: '6', beginDate: '20200101' })).toBe(
      '其他证件无需上传身份证照片，请重新提交',
    );
    // Without idType it is the ID card, whose photos are required.
    expect(await refusal({})).toBe('请上传身份证人像面和国徽面照片');
    // None of these spent the ticket.
    const card = await recognisedCard(feng);
    expect((await feng.post('/v1/user/idCard', { ...card, ticket })).state).toBe(200000);
  });

  it('refuse another name than the investor on file; an organisation’s responsible person may be a new person', async () => {
    const zhou = await investor(server(), 'zhouJiu');
    const mismatch = await zhou.post('/v1/user/idCard', {
      name: '周十',
      idType: '4',
      idNo: 'H12345678',
      ticket: await ticketOf(zhou, DEMO.zhouJiu.phone),
    });
    expect(mismatch.message).toBe('姓名与开户时登记的姓名不符，如需变更姓名请携带证件至营业网点办理');

    const org = await organisation(server());
    await advance(org);
    const agent = await org.post<IdentityChange>('/v1/user/contactor', {
      name: 'LeeMing',
      idType: 'B',
      idNo: 'USA110086081201',
      ticket: await ticketOf(org, DEMO.org.phone),
    });
    expect(agent.data).toMatchObject({ kind: 'contactor', idType: 'B', name: 'LeeMing', auditFlag: '0' });
    await org.request('POST', `/__dev/user/change/${agent.data.id}/review`, { decision: 'pass' });
    const people = (
      await org.get<{ responsible: { name: string; idType: string; idValidTo: string | null } }>(
        '/v1/user/org/contactor?t=1',
      )
    ).data;
    expect(people.responsible).toMatchObject({ name: 'LeeMing', idType: 'B', idValidTo: null });
  });
});
