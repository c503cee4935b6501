import type { FundSearchData } from '@/api/fund/contract';
import type { FundContractData } from '@/api/fund/contract-documents';

import { pdfText } from '../account/pdf-text';
import { investor, MONDAY_10AM, serverAt } from '../order/support';
import type { HttpClient } from '../support/http-client';
import { clientOf } from '../support/portal';
import type { TestServer } from '../support/server';

jest.setTimeout(120000);

/** A public mixed fund with two dividends, and an open private plan (R2). */
const FUND = { code: '970031', name: '国证资管稳健配置混合' };
const PLAN = { code: '980001', name: '国证资管鑫享1号集合资产管理计划' };

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

const archiveOf = (client: HttpClient, code: string) =>
  client.get<FundContractData>(`/v1/fund/contract?fundCode=${code}&t=1`);

describe('基金档案 GET /v1/fund/contract: each fund’s documents (T7.56)', () => {
  it('lists a public fund’s 基金合同, 招募说明书, 产品资料概要 and its announcements, newest first, to anyone', async () => {
    const { state, data } = await archiveOf(clientOf(server), FUND.code);
    expect(state).toBe(200000);
    expect(data).toMatchObject({ fundCode: FUND.code, fundName: FUND.name, manager: '国证资产管理有限公司' });
    expect(data.documentsWithheld).toBeNull();
    expect(data.documents.map((doc) => [doc.kind, doc.fileName, doc.publishDate])).toEqual([
      ['contract', `${FUND.name}基金合同.pdf`, '20230105'],
      ['prospectus', `${FUND.name}招募说明书.pdf`, '20230105'],
      ['summary', `${FUND.name}产品资料概要.pdf`, '20230105'],
      ['announcement', `${FUND.name}分红公告（2025-01-24）.pdf`, '20250122'],
      ['announcement', `${FUND.name}分红公告（2024-01-25）.pdf`, '20240123'],
      ['announcement', `${FUND.name}基金合同生效公告.pdf`, '20230105'],
    ]);
    expect(data.redemptionFees[0]).toEqual({ minDays: 0, maxDays: 7, rate: '1.5000' });
  });

  it('lists no announcement the clock has not reached, and a raising fund’s 发售公告', async () => {
    const { data } = await archiveOf(clientOf(server), '970032');
    expect(data.documents.map((doc) => doc.fileName)).toEqual([
      '国证资管价值精选混合基金合同.pdf',
      '国证资管价值精选混合招募说明书.pdf',
      '国证资管价值精选混合产品资料概要.pdf',
      '国证资管价值精选混合基金份额发售公告.pdf',
    ]);
    // 中证500指数: its dividend of 2026-11-25 is announced on 11-23, the test's day, no earlier.
    const index = await archiveOf(clientOf(server), '970042');
    expect(index.data.documents.map((doc) => doc.publishDate)).toContain('20261123');
  });

  it('serves each document as a PDF whose text names the fund', async () => {
    const { data } = await archiveOf(clientOf(server), FUND.code);
    for (const doc of data.documents
      .filter((d) => ['contract', 'prospectus', 'announcement'].includes(d.kind))
      .slice(0, 3)) {
      const answer = await clientOf(server).request('GET', doc.path);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(answer.body).replace(/\n/g, '');
      expect(text).toContain(FUND.name);
      expect(text).toContain(doc.fileName.replace(/\.pdf$/, ''));
    }
    const contract = pdfText((await clientOf(server).request('GET', data.documents[0].path)).body);
    // The fee terms are the fund's own (fee-schedules.ts EQUITY_AB_FEES: 1.5 % under 1 million).
    expect(contract.replace(/\n/g, '')).toContain('申购金额0元（含）至1000000元：1.5%');
  });

  it('gives a private plan’s documents only to a qualified investor with a valid risk test', async () => {
    const anonymous = await archiveOf(clientOf(server), PLAN.code);
    expect(anonymous.data).toMatchObject({ documents: [], redemptionFees: [], documentsWithheld: 'signIn' });
    const fengEr = await investor(server, 'fengEr');
    expect((await archiveOf(fengEr, PLAN.code)).data).toMatchObject({
      documents: [],
      documentsWithheld: 'qualification',
    });
    const zhou = await investor(server, 'zhouJiu');
    const { data } = await archiveOf(zhou, PLAN.code);
    expect(data.documentsWithheld).toBeNull();
    expect(data.documents.slice(0, 2).map((doc) => [doc.kind, doc.fileName])).toEqual([
      ['contract', `${PLAN.name}资产管理合同.pdf`],
      ['riskDisclosure', `${PLAN.name}风险揭示书.pdf`],
    ]);
    const pdf = await zhou.request('GET', data.documents[0].path);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.body).replace(/\n/g, '')).toContain(PLAN.name);
    // The same file by its address, to someone who may not see it: refused, in words.
    for (const [client, words] of [
      [clientOf(server), '私募资产管理计划的产品文件仅向合格投资者提供，请登录后查看'],
      [fengEr, '私募资产管理计划的产品文件仅向合格投资者提供，请先完成合格投资者认证'],
    ] as const) {
      for (const path of [data.documents[0].path, '/product-contracts/HT980001.pdf']) {
        const refused = await client.request('GET', path);
        expect(refused.status).toBe(403);
        expect(refused.body.toString('utf8')).toBe(words);
      }
    }
  });

  it('refuses an unknown fund, a malformed code and an unknown file in Chinese', async () => {
    const client = clientOf(server);
    expect(await archiveOf(client, '999999')).toMatchObject({ message: '未找到该产品' });
    const malformed = await client.get(`/v1/fund/contract?fundCode=${encodeURIComponent('97<1')}&t=1`);
    expect(malformed.state).not.toBe(200000);
    expect(malformed.message).toBe('查询参数字段 fundCode 格式不正确');
    for (const path of ['/fund-documents/JJHT999999.pdf', '/fund-documents/..%2Fsecret.pdf']) {
      const answer = await client.request('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString('utf8')).toBe('未找到该产品文件');
    }
  });
});

describe('合同产品搜索 GET /v1/fund/contract/search: the products whose documents one may look up (T7.50)', () => {
  const search = (client: HttpClient, content: string) =>
    client.get<FundSearchData>(`/v1/fund/contract/search?content=${encodeURIComponent(content)}&t=1`);

  it('finds public funds by code or name for anyone, private plans only where the list shows them', async () => {
    expect((await search(clientOf(server), '稳健配置')).data).toEqual([{ code: FUND.code, name: FUND.name }]);
    expect((await search(clientOf(server), PLAN.code)).data).toEqual([]);
    const fengEr = await investor(server, 'fengEr');
    expect((await search(fengEr, PLAN.code)).data).toEqual([{ code: PLAN.code, name: PLAN.name }]);
  });
});
