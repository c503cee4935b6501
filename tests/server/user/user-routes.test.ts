import type { UserDetailData } from '@/api/user/contract';
import type { BeneficialOwner, OrgContactorData } from '@/api/user/contract-org';
import { DEMO } from '@/server/seed/demo-identities';

import { CONTACT } from '../../support/contact';
import { investor, MONDAY_10AM, serverAt } from '../order/support';
import { organisation } from '../paper/org-login';
import { clientOf } from '../support/portal';
import { serverPerFile } from '../support/server';

jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

const NO_PROFILE = {
  nationality: '',
  education: '',
  yearIncome: '',
  marriage: '',
  province: '',
  city: '',
  county: '',
};

describe('GET and PUT /v1/user', () => {
  it('need a session', async () => {
    const anonymous = clientOf(server());
    for (const path of ['/v1/user', '/v1/user/taAccount', '/v1/user/crs', '/v1/user/org/contactor']) {
      expect((await anonymous.get(`${path}?t=1`)).state).toBe(401000);
    }
    expect((await anonymous.put('/v1/user', CONTACT)).state).toBe(401000);
  });

  it("answer the investor's own data, masked, with empty contacts until written but the e-mail on file", async () => {
    const zhang = await investor(server(), 'zhangSan');
    const { data } = await zhang.get<UserDetailData>('/v1/user?t=1');
    expect(data).toMatchObject({
      name: '张三',
      isNaturalPerson: true,
      idNoMasked: '1101**********4514',
      phoneMasked: '138****0001',
      fundAccount: DEMO.zhangSan.fundAccount,
      idValidTo: '20400101',
      idExpired: false,
      contact: {
        address: '',
        postcode: '',
        areaCode: '',
        landline: '',
        email: 'zhangsan@example.com',
        vocation: '',
        ...NO_PROFILE,
      },
      changes: [],
    });
  });

  it('refuse malformed bodies with 400000 and broken §5 rules with their message', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const { address: _address, ...missing } = CONTACT;
    expect(await zhang.put('/v1/user', missing)).toMatchObject({ state: 400000 });
    expect((await zhang.put('/v1/user', { ...CONTACT, postcode: '10001' })).state).toBe(400000);
    expect((await zhang.put('/v1/user', { ...CONTACT, areaCode: '10' })).state).toBe(400000);
    expect((await zhang.put('/v1/user', { ...CONTACT, landline: '123456' })).state).toBe(400000);
    expect((await zhang.put('/v1/user', { ...CONTACT, extra: 1 })).state).toBe(400000);
    expect(await zhang.put('/v1/user', { ...CONTACT, address: '北京市东城区示范路' })).toMatchObject({
      state: 400035,
      message: '详细地址至少包含8个汉字，并以具体的楼层或门牌号结尾',
    });
    expect(await zhang.put('/v1/user', { ...CONTACT, address: '北京东城88号' })).toMatchObject({
      state: 400035,
      message: '详细地址至少包含8个汉字，并以具体的楼层或门牌号结尾',
    });
    expect(await zhang.put('/v1/user', { ...CONTACT, email: 'zhangsan@' })).toMatchObject({
      state: 400035,
      message: '邮箱地址不合规范，请重新输入',
    });
  });

  it('keep the contacts of the caller only', async () => {
    const zhang = await investor(server(), 'zhangSan');
    expect(await zhang.put('/v1/user', CONTACT)).toMatchObject({
      state: 200000,
      message: '个人资料修改成功',
    });
    expect((await zhang.get<UserDetailData>('/v1/user?t=1')).data.contact).toEqual({
      ...CONTACT,
      ...NO_PROFILE,
    });
    const qian = await investor(server(), 'qianQi');
    expect((await qian.get<UserDetailData>('/v1/user?t=1')).data.contact.address).toBe('');
  });
});

describe("a natural person's profile on 个人资料 (dictionaries 4, 7, 8, 15, 12–14)", () => {
  const PROFILE = {
    nationality: 'CHN',
    education: '03',
    yearIncome: '3',
    marriage: '1',
    province: '110000',
    city: '110100',
    county: '110101',
  };

  it('keeps codes of their dictionaries, the region a province, a city of it and a county of that city', async () => {
    const zhang = await investor(server(), 'zhangSan');
    expect((await zhang.put('/v1/user', { ...CONTACT, ...PROFILE })).state).toBe(200000);
    expect((await zhang.get<UserDetailData>('/v1/user?t=1')).data.contact).toEqual({
      ...CONTACT,
      ...PROFILE,
    });
    // Sent without them, the profile is not given any more.
    expect((await zhang.put('/v1/user', CONTACT)).state).toBe(200000);
    expect((await zhang.get<UserDetailData>('/v1/user?t=1')).data.contact).toEqual({
      ...CONTACT,
      ...NO_PROFILE,
    });
  });

  it.each([
    [{ nationality: 'XYZ' }, '所选国籍不在可选范围内，请重新选择'],
    [{ education: '00' }, 400000],
    [{ education: '10' }, 400000],
    [{ yearIncome: '6' }, 400000],
    [{ marriage: '2' }, 400000],
    [{ province: '999999' }, '所选省份不在可选范围内，请重新选择'],
    [{ province: '310000', city: '110100' }, '所选城市不属于所选省份，请重新选择'],
    [{ city: '110100' }, '请先选择省份'],
    [{ province: '110000', city: '110100', county: '310101' }, '所选区县不属于所选城市，请重新选择'],
    [{ province: '110000', county: '110101' }, '请先选择城市'],
  ])('refuses %j: %s', async (profile, refusal) => {
    const zhang = await investor(server(), 'zhangSan');
    const answer = await zhang.put('/v1/user', { ...CONTACT, ...profile });
    if (typeof refusal === 'number') expect(answer.state).toBe(refusal);
    else expect(answer).toMatchObject({ state: 400035, message: refusal });
  });
});

describe('accounts, CRS and the organisation', () => {
  it('taAccount and crs', async () => {
    const zhang = await investor(server(), 'zhangSan');
    expect((await zhang.get('/v1/user/taAccount?t=1')).data).toEqual({
      fundAccount: DEMO.zhangSan.fundAccount,
      tradeAccounts: DEMO.zhangSan.tradeAccounts,
    });
    expect((await zhang.get('/v1/user/crs?t=1')).data).toEqual({
      taxResident: '0',
      label: '仅为中国税收居民',
    });
  });

  it('a person may not read organisation data (403000)', async () => {
    const zhang = await investor(server(), 'zhangSan');
    expect((await zhang.get('/v1/user/org/contactor?t=1')).state).toBe(403000);
    expect((await zhang.get('/v1/user/beneficiary?t=1')).state).toBe(403000);
  });

  it('the organisation reads its contactor, legal and responsible persons and beneficial owners', async () => {
    const org = await organisation(server());
    const people = (await org.get<OrgContactorData>('/v1/user/org/contactor?t=1')).data;
    expect(people.contactor).toMatchObject({
      name: '陈十',
      idNoMasked: '4403**********2116',
      phoneMasked: '138****0008',
    });
    expect(people.legal?.name).toBe('刘国强');
    expect(people.responsible?.name).toBe('黄敏');
    const owners = (await org.get<BeneficialOwner[]>('/v1/user/beneficiary?t=1')).data;
    const controlling = '直接或间接拥有超过25%股权或表决权的自然人';
    expect(owners.map((owner) => [owner.name, owner.ratio, owner.ownerType, owner.ownerTypeLabel])).toEqual([
      ['刘国强', '60%', '001', controlling],
      ['周立新', '40%', '001', controlling],
    ]);
    expect((await org.get<UserDetailData>('/v1/user?t=1')).data).toMatchObject({
      name: '国证示范投资有限公司',
      isNaturalPerson: false,
    });
  });
});

describe('POST /v1/auth/certificate', () => {
  it('answers the document end date', async () => {
    const zhou = await investor(server(), 'zhouJiu');
    // Born 1960: a long-term card.
    expect((await zhou.post('/v1/auth/certificate', {})).data).toEqual({
      endDate: '99991231',
      expired: false,
      daysLeft: null,
    });
    const feng = await investor(server(), 'fengEr');
    expect((await feng.post('/v1/auth/certificate', {})).data).toMatchObject({
      endDate: '20400101',
      expired: false,
    });
  });

  it('the demo card of 秦六 ends 20 days after the first start, so the hall warns of it', async () => {
    const qin = await investor(server(), 'qinLiu');
    expect((await qin.post('/v1/auth/certificate', {})).data).toMatchObject({ expired: false, daysLeft: 20 });
  });
});
