import type { ReceivingAccount } from '@/api/bank/contract';
import type { FundSearchItem } from '@/api/fund/contract';
import { tradeDateFor } from '@/server/core/calendar';

import type { HttpClient } from './support/http-client';
import { clientOf, loggedIn } from './support/portal';
import { serverPerFile } from './support/server';

jest.setTimeout(60000);

const server = serverPerFile();
let browser: HttpClient;
beforeAll(async () => (browser = await loggedIn(server(), 'zhangSan')));

describe('dictionaries', () => {
  it('answers every dictionary id of spec §3 with Chinese labels', async () => {
    for (const id of [3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]) {
      const { state, data } = await browser.get<Record<string, string>>(`/v1/dict/${id}?t=1`);
      expect(state).toBe(200000);
      expect(Object.keys(data).length).toBeGreaterThan(1);
      for (const label of Object.values(data)) expect(label).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await browser.get<Record<string, string>>('/v1/dict/6?t=1')).data).toMatchObject({
      '0': '身份证',
      A: '台湾居民来往大陆通行证',
    });
    expect((await browser.get<Record<string, string>>('/v1/dict/15?t=1')).data).toEqual({
      '0': '未婚',
      '1': '已婚',
    });
  });

  it('filters cities and counties by cityId, the parent code', async () => {
    expect((await browser.get('/v1/dict/13?cityId=440000&t=1')).data).toEqual({
      '440100': '广州市',
      '440300': '深圳市',
      '440600': '佛山市',
      '441900': '东莞市',
    });
    expect((await browser.get('/v1/dict/14?cityId=440300&t=1')).data).toMatchObject({
      '440304': '福田区',
      '440305': '南山区',
    });
    expect((await browser.get('/v1/dict/14?cityId=999999&t=1')).data).toEqual({});
    expect((await browser.get('/v1/dict/13?cityId=44&t=1')).state).toBe(400000);
    expect((await browser.get('/v1/dict/5?t=1')).message).toBe('路径参数字段 id 取值不在允许范围内');
  });
});

describe('fund search', () => {
  const search = async (query: string) =>
    (await clientOf(server()).get<FundSearchItem[]>(`/v1/fund/search?${query}&t=1`)).data;

  it('matches code or name, case-insensitively, without a session', async () => {
    expect(await search('content=9700')).toHaveLength(20);
    expect(await search(`content=${encodeURIComponent('qdii')}`)).toEqual([
      { code: '970061', name: '国证资管全球精选QDII' },
    ]);
    // The public finds no private plan (P11): 980011 国证资管ESG主题1号 is found signed in.
    expect((await search(`content=${encodeURIComponent('esg')}`)).map((f) => f.code)).toEqual(['970092']);
    const signedIn = await browser.get<FundSearchItem[]>(`/v1/fund/search?content=esg&t=1`);
    expect(signedIn.data.map((f) => f.code)).toEqual(['970092', '980011']);
    expect(await search(`content=${encodeURIComponent('纯债')}`)).toHaveLength(2);
    expect(await search(`content=${encodeURIComponent('%_')}`)).toEqual([]);
    expect(await search(`content=${encodeURIComponent('  ')}`)).toEqual([]);
  });

  it('leaves out untradeable funds with filterFlag=1 and off-list funds with whiteFlag=1', async () => {
    const all = (await search(`content=${encodeURIComponent('国证')}`)).length;
    expect(all).toBe(20);
    const codes = async (q: string) =>
      (await browser.get<FundSearchItem[]>(`/v1/fund/search?content=98&${q}&t=1`)).data.map((f) => f.code);
    expect(await codes('filterFlag=0')).toContain('980006');
    expect(await codes('filterFlag=1')).not.toEqual(expect.arrayContaining(['980006', '980009', '980011']));
    expect(await codes('whiteFlag=1')).not.toEqual(expect.arrayContaining(['980006']));
    expect(await codes('whiteFlag=1')).not.toContain('980010');
  });
});

describe('receiving accounts', () => {
  const accounts = async (code: string) =>
    browser.get<ReceivingAccount[]>(`/v1/bank/receivables?fundCode=${code}&t=1`);

  it('answers one bank, several banks, or none', async () => {
    const many = (await accounts('970001')).data;
    expect(many.map((a) => a.bankName)).toEqual(['中国工商银行', '招商银行', '中国建设银行']);
    // An order placed now must be paid by 15:00 of its trade date (the server's clock and calendar).
    const tradeDate = tradeDateFor(server().clock.now());
    expect(many[0]).toEqual({
      bankName: '中国工商银行',
      name: '国证资产管理有限公司',
      station: '中国工商银行股份有限公司深圳分行营业部',
      account: '4000023009200170001',
      payCode: '102584000002',
      remitDeadDate: tradeDate,
      remittanceTime: '150000',
    });
    // A closed fund takes no order: no deadline.
    expect((await accounts('970052')).data[0]).not.toHaveProperty('remitDeadDate');
    expect((await accounts('970011')).data).toHaveLength(1);
    expect((await accounts('970072')).data).toEqual([]);
    expect((await accounts('123456')).message).toBe('未找到该产品');
    expect((await clientOf(server()).get('/v1/bank/receivables?fundCode=970001&t=1')).state).toBe(401000);
  });
});

describe('agreements', () => {
  it('signs an agreement (twice is fine) and a notice of an existing fund', async () => {
    const sign = { agreementId: 'privacy-policy', agreementType: 'privacy' };
    expect(await browser.post('/v1/agreement/sign', sign)).toEqual({
      state: 200000,
      data: null,
      message: '签署成功',
    });
    expect((await browser.post('/v1/agreement/sign', sign)).state).toBe(200000);
    const notice = { fundBusinessCode: '022', fundCode: '970031', noticeCode: 'GY970031' };
    expect((await browser.post('/v1/agreement/signInfoPublish', notice)).state).toBe(200000);
    expect(
      (await browser.post('/v1/agreement/signInfoPublish', { ...notice, noticeCode: 'RISK01' })).message,
    ).toBe('未找到该产品的信息披露文件');
    expect(
      (await browser.post('/v1/agreement/signInfoPublish', { ...notice, fundCode: '000000' })).message,
    ).toBe('未找到该产品');
    expect((await browser.post('/v1/agreement/sign', { ...sign, agreementId: '<script>' })).state).toBe(
      400000,
    );
  });
});
