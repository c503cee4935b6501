import { createHash } from 'node:crypto';

import { embeddedDigest } from '@/server/core/pdf/layout';

import { pdfText } from '../account/pdf-text';
import { investorAt, MONDAY_10AM } from '../order/support';
import { proveTradePassword, read, signDisclosure, signPrivate } from '../order/support-private';
import type { HttpClient } from '../support/http-client';
import type { TestServer } from '../support/server';

jest.setTimeout(120000);

let server: TestServer;
let zhou: HttpClient;
beforeAll(async () => ({ server, browser: zhou } = await investorAt(MONDAY_10AM, 'zhouJiu')));
afterAll(() => server.close());

const signed = async (client: HttpClient, fundCode: string) =>
  (
    await client.get<{ statusCode: string }>(
      `/v1/order/agreementSigned?fundCode=${fundCode}&businessType=Purchase&t=1`,
    )
  ).data.statusCode;

describe('private product signing (spec §4)', () => {
  it('serves each contract and risk disclosure as a real PDF, named and hashed as the template says', async () => {
    const template = await zhou.get<{
      path: string;
      fileName: string;
      fileHash: string;
      readSeconds: number;
    }>('/v1/contract/template?fundCode=980001&t=1');
    expect(template.data).toMatchObject({
      fileName: '国证资管鑫享1号集合资产管理计划资产管理合同.pdf',
      path: '/product-contracts/HT980001.pdf',
      readSeconds: 10,
    });
    const pdf = await zhou.request('GET', template.data.path);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(embeddedDigest(pdf.body)).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(pdf.body).digest('hex')).toBe(template.data.fileHash);
    const risk = await zhou.get<{ riskAnnounceMouldFilePath: string; readSeconds: number }>(
      '/v1/riskAnnounce/template?fundCode=980001&t=1',
    );
    expect(risk.data).toMatchObject({
      riskAnnounceMouldFilePath: '/product-contracts/FXJS980001.pdf',
      readSeconds: 5,
    });
    const files = await zhou.get<Array<{ kind: string; signed: string }>>('/v1/contract?fundCode=980001&t=1');
    expect(files.data.map((file) => [file.kind, file.signed])).toEqual([
      ['contract', '0'],
      ['riskDisclosure', '0'],
    ]);
  });

  it('the risk disclosure covers the special and general risks and the key contract terms (募集行为管理办法)', async () => {
    const pdf = await zhou.request('GET', '/product-contracts/FXJS980001.pdf');
    const text = pdfText(pdf.body).replace(/\n/g, '');
    for (const item of [
      '一、特殊风险揭示',
      '备案风险',
      '托管风险',
      '委托募集风险',
      '外包服务风险',
      '投资顾问风险',
      '二、一般风险揭示',
      '本金损失风险',
      '流动性风险',
      '募集失败风险',
      '税收风险',
      '操作风险',
      '技术风险',
      '三、合同重要条款确认',
      '争议解决',
      '四、冷静期与回访',
      '五、投资者声明',
    ]) {
      expect(text).toContain(item);
    }
    const contract = pdfText((await zhou.request('GET', '/product-contracts/HT980001.pdf')).body);
    expect(contract.replace(/\n/g, '')).toContain('七、争议解决');
  });

  it('answers null for a missing contract or disclosure, and nothing for a public fund', async () => {
    expect((await zhou.get('/v1/contract/template?fundCode=980007&t=1')).data).toBeNull();
    expect((await zhou.get('/v1/riskAnnounce/template?fundCode=980004&t=1')).data).toBeNull();
    expect((await zhou.get('/v1/contract?fundCode=980007&t=1')).data).toHaveLength(1);
    expect((await zhou.get('/v1/contract?fundCode=970031&t=1')).data).toEqual([]);
    expect((await zhou.get('/v1/contract/template?fundCode=970031&t=1')).message).toBe(
      '该产品无需签署电子合同',
    );
  });

  it('refuses a reading shorter than its countdown, on the server clock', async () => {
    // Spec §4: the contract (step 3) is read before the disclosure (step 4).
    await read(server, zhou, '/v1/contract/template', '980001');
    const shown = await zhou.get<{ readingId: number }>('/v1/riskAnnounce/template?fundCode=980001&t=1');
    server.clock.advance(3);
    const early = await zhou.post('/v1/contract/read', { readingId: shown.data.readingId });
    expect([early.state, early.message]).toEqual([400035, '请至少阅读5秒后再确认']);
    server.clock.advance(2);
    expect((await zhou.post('/v1/contract/read', { readingId: shown.data.readingId })).data).toEqual({
      seconds: 5,
    });
  });

  it('verifies each step in order, wants all 13 declaration items, and signs once with the token', async () => {
    const verify = () => zhou.get<{ token: string }>('/v1/contract/verify?fundCode=980003&t=1');
    // The trade password first, checked by the back office for this session: a wrong one is no proof.
    expect((await verify()).message).toBe('请先验证交易密码');
    expect((await proveTradePassword(zhou, 'Wrong1')).state).not.toBe(200000);
    expect((await verify()).message).toBe('请先验证交易密码');
    expect((await proveTradePassword(zhou)).state).toBe(200000);
    expect((await verify()).message).toBe('请先签署电子签名约定书');
    expect((await zhou.get<{ signed: string }>('/v1/engagement/status?t=1')).data).toMatchObject({
      signed: '0',
      filePath: '/static-agreements/e-signature-agreement.pdf',
    });
    await zhou.post('/v1/engagement/sign', {});
    expect((await zhou.get<{ signed: string }>('/v1/engagement/status?t=1')).data.signed).toBe('1');
    expect((await verify()).message).toBe('请先阅读《国证资管金鼎固收增强1号集合资产管理计划资产管理合同》');
    await read(server, zhou, '/v1/contract/template', '980003');
    expect((await verify()).message).toBe('请先阅读《国证资管金鼎固收增强1号集合资产管理计划风险揭示书》');
    await read(server, zhou, '/v1/riskAnnounce/template', '980003');
    expect((await verify()).message).toBe(
      '请先签署《国证资管金鼎固收增强1号集合资产管理计划风险揭示书》，再签署电子合同',
    );
    expect((await signDisclosure(zhou, '980003')).state).toBe(200000);
    expect((await verify()).message).toBe('请先完成投资者声明');
    const items = (await zhou.get<Array<{ code: string }>>('/v1/contract/declaration?fundCode=980003&t=1'))
      .data;
    expect(items).toHaveLength(13);
    const twelve = await zhou.post('/v1/contract/declaration', {
      fundCode: '980003',
      items: items.slice(0, 12).map((item) => item.code),
    });
    expect(twelve.message).toBe('请逐项确认全部13项投资者声明');
    await zhou.post('/v1/contract/declaration', {
      fundCode: '980003',
      items: items.map((item) => item.code),
    });
    const { token } = (await verify()).data;
    expect(await signed(zhou, '980003')).toBe('0');
    const forged = await zhou.post('/v1/contract', { fundCode: '980003', type: '1', token: 'x'.repeat(43) });
    expect([forged.state, forged.message]).toEqual([402002, '签署凭证无效或已过期，请重新确认后签署']);
    const answer = await zhou.post<{ signedAt: string }>('/v1/contract', {
      fundCode: '980003',
      type: '1',
      token,
    });
    expect([answer.state, answer.data.signedAt]).toEqual([200000, '2026-11-23 10:00:30']);
    expect(await signed(zhou, '980003')).toBe('1');
    // The token is spent.
    expect((await zhou.post('/v1/contract', { fundCode: '980003', type: '1', token })).state).toBe(402002);
  });

  it('stops at a missing file: the contract of 980007, the disclosure of 980004', async () => {
    await signPrivate(server, zhou, '980001');
    expect((await zhou.get('/v1/contract/verify?fundCode=980007&t=1')).message).toBe('电子合同文件缺失');
    expect((await zhou.get('/v1/contract/verify?fundCode=980004&t=1')).message).toBe('风险揭示书文件缺失');
  });
});
