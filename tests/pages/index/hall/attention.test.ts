import type { UserDetailData } from '@/api/user/contract';
import { attentionItems } from '@/pages/index/hall/attention';

const USER: UserDetailData = {
  name: '张三',
  isNaturalPerson: true,
  idType: '0',
  idNoMasked: '1101**********4514',
  idValidTo: '20400101',
  idExpired: false,
  phoneMasked: '138****0001',
  fundAccount: '880000000101',
  contact: {
    address: '北京市东城区示范路88号3层301室',
    postcode: '100010',
    areaCode: '010',
    landline: '65001234',
    email: 'a@example.com',
    vocation: '1',
    ...{ nationality: '', education: '', yearIncome: '', marriage: '', province: '', city: '', county: '' },
  },
  changes: [],
};

const change = (auditFlag: '0' | '1' | '2', rejectReason: string | null = null) => ({
  id: '1',
  kind: 'idCard' as const,
  idType: '0',
  name: '张三',
  idNoMasked: '1101**********4514',
  validTo: '20460101',
  appliedAt: '2026-11-23 10:00',
  auditFlag,
  rejectReason,
});

describe('the hall’s 待办事项', () => {
  it('is empty when nothing needs attention, and before the data came', () => {
    expect(attentionItems(USER, 1)).toEqual([]);
    expect(attentionItems(undefined, undefined)).toEqual([]);
  });

  it('names an expired card, missing contacts and no bank card, each with its link', () => {
    const items = attentionItems({ ...USER, idExpired: true, contact: { ...USER.contact, address: '' } }, 0);
    expect(items.map((item) => [item.text, item.action?.to])).toEqual([
      ['您的证件已过期，请尽快更新证件信息，以免影响交易', '/hall/user/modify-id-card'],
      ['您的联系地址等个人资料尚未填写', '/hall/user/modify-info'],
      ['您还没有绑定银行卡', '/hall/user/card/add'],
    ]);
  });

  it('an organisation with an expired document is told, without the person’s link', () => {
    const [item] = attentionItems({ ...USER, isNaturalPerson: false, idExpired: true }, 1);
    expect(item.action).toBeUndefined();
  });

  it('an application under review, and one turned down with its reason', () => {
    expect(attentionItems({ ...USER, changes: [change('0')] }, 1)[0].text).toBe(
      '您的身份证更新申请正在审核中',
    );
    expect(attentionItems({ ...USER, changes: [change('2', '照片不清晰')] }, 1)[0]).toMatchObject({
      tone: 'expired',
      text: '您的身份证更新申请未通过审核：照片不清晰',
    });
    expect(attentionItems({ ...USER, changes: [change('1')] }, 1)).toEqual([]);
  });

  it('an application with a passport or another document is named 证件, not 身份证', () => {
    expect(attentionItems({ ...USER, changes: [{ ...change('0'), idType: '1' }] }, 1)[0].text).toBe(
      '您的证件更新申请正在审核中',
    );
  });
});
