import type { CertificateCheckData, CrmEmailData } from '@/api/account/contract-email';
import { DEMO } from '@/server/seed/demo-identities';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import { HttpClient } from '../support/http-client';
import type { TestServer } from '../support/server';
import { pdfText } from './pdf-text';

jest.setTimeout(180000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server?.close());

/** The PDF's text as one string (lines broken where the page wraps them are joined). */
const textOf = (pdf: Buffer) => pdfText(pdf).replace(/\n/g, '');

interface OutboxItem {
  kind: string;
  to: string;
  subject: string;
  raw: string;
}
/** The parts of a multipart MIME message: each part's headers and its decoded body. */
function mimeParts(raw: string): Array<{ headers: string; body: Buffer }> {
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1] ?? '';
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const split = part.indexOf('\n\n');
      const headers = part.slice(0, split);
      const body = part.slice(split + 2).trim();
      if (/base64/i.test(headers)) return { headers, body: Buffer.from(body, 'base64') };
      // quoted-printable: soft breaks out, =XX bytes back.
      const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
      return { headers, body: Buffer.from(decodeURIComponent(bytes), 'utf8') };
    });
}
const partOf = (raw: string, type: string) =>
  mimeParts(raw).find((p) => p.headers.includes(`Content-Type: ${type}`))?.body ?? Buffer.alloc(0);

const outbox = async () =>
  (await new HttpClient(server.url).request('GET', '/__dev/mail/outbox')).json as OutboxItem[];

describe('PDF downloads', () => {
  it("the trade PDF opens and lists the investor's applications and confirmations of the period", async () => {
    const zhang = await investor(server, 'zhangSan');
    const answer = await zhang.request(
      'GET',
      '/v1/account/trade/pdf?beginDate=20241101&endDate=20261123&t=1',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain(
      "filename*=UTF-8''%E4%BA%A4%E6%98%93%E8%AE%B0%E5%BD%95.pdf",
    );
    const text = textOf(answer.body);
    expect(text).toContain('交易记录');
    expect(text).toContain('投资者 张三 · 期间 2024-11-01 至 2026-11-23');
    expect(text).toContain('2026-11-20 认购 国证资管价值精选混合（970032） 金额 10000.00 元 未确认');
    expect(text).toMatch(
      /2026-11-19 预约赎回确认成功 国证资管ESG责任投资混合（970092） 确认金额 [\d.]+ 元 确认份额 [\d.]+ 份 净值 1\.0966/,
    );
    expect(text).toContain('申请 9 笔 · 确认 8 笔');
    // Another investor's records are not in it.
    expect(text).not.toContain('许九');
  });

  it('the dividend PDF lists the dividends of the period, and says so when there are none', async () => {
    const xu = await investor(server, 'xuJiu');
    const text = textOf(
      (await xu.request('GET', '/v1/account/dividend/pdf?beginDate=20251201&endDate=20251231&t=1')).body,
    );
    expect(text).toMatch(
      /2025-12-15 国证资管安心纯债债券A（970011） 现金分红 每份 0\.0130 元 持有 [\d.]+ 份 分红 [\d.]+ 元/,
    );
    const empty = textOf(
      (await xu.request('GET', '/v1/account/dividend/pdf?beginDate=20260101&endDate=20260131&t=1')).body,
    );
    expect(empty).toContain('本期间无记录。');
    expect((await new HttpClient(server.url).request('GET', '/v1/account/trade/pdf?t=1')).json).toMatchObject(
      { state: 401000 },
    );
  });
});

describe('statements by e-mail', () => {
  it('sends a bill as a MIME message with the PDF attached, counts down the sends and refuses the fourth with 400037', async () => {
    const xu = await investor(server, 'xuJiu');
    expect((await xu.get<CrmEmailData>('/v1/user/crm/email?t=1')).data).toEqual({
      email: DEMO.xuJiu.email,
      sendsLeft: 3,
      dailyLimit: 3,
    });
    expect(await xu.post('/v1/account/crm/email', { type: 'bill', email: 'xu.jiu@example' })).toMatchObject({
      state: 400035,
      message: '邮箱地址不合规范，请重新输入',
    });
    expect(await xu.post('/v1/account/crm/email', { type: 'bill', email: DEMO.xuJiu.email })).toEqual({
      state: 200000,
      data: 2,
      message: '邮件已发送',
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ kind: 'bill', to: DEMO.xuJiu.email });
    expect(mail.subject).toContain('对账单');
    expect(mail.raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(mail.raw).toMatch(/^To: xujiu@example\.com$/m);
    const pdf = partOf(mail.raw, 'application/pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(textOf(pdf)).toContain('国证资管安心纯债债券A（970011）');

    expect((await xu.post('/v1/account/crm/email', { type: 'bill' })).data).toBe(1);
    expect((await xu.post('/v1/account/crm/email', { type: 'assetCertificate' })).data).toBe(0);
    expect(await xu.post('/v1/account/crm/email', { type: 'bill' })).toEqual({
      state: 400037,
      data: null,
      message: '今日邮件发送次数已达上限（3次），请明日再试',
    });
    expect((await xu.get<CrmEmailData>('/v1/user/crm/email?t=1')).data?.sendsLeft).toBe(0);
    expect((await outbox()).filter((m) => m.to.startsWith('xu')).length).toBe(3);
  });

  it('an asset certificate carries a verification code that the public check confirms', async () => {
    const zhang = await investor(server, 'zhangSan');
    expect((await zhang.post('/v1/account/crm/email', { type: 'assetCertificate' })).state).toBe(200000);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ kind: 'assetCertificate', to: DEMO.zhangSan.email });
    const code = /核验码([A-Z0-9-]{19})/.exec(partOf(mail.raw, 'text/plain').toString('utf8'))?.[1];
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const check = await new HttpClient(server.url).get<CertificateCheckData>(
      `/v1/account/certificate/check?code=${code}&t=1`,
    );
    expect(check.data).toMatchObject({ holder: '张*', asOf: '20261120' });
    expect(
      await new HttpClient(server.url).get('/v1/account/certificate/check?code=AAAA-BBBB-CCCC-DDDD&t=1'),
    ).toMatchObject({
      state: 400035,
      message: '核验码不存在，请核对后重新输入',
    });
  });

  it('asks for an address when none is on file', async () => {
    const feng = await investor(server, 'fengEr');
    expect((await feng.get<CrmEmailData>('/v1/user/crm/email?t=1')).data?.email).toBeNull();
    expect(await feng.post('/v1/account/crm/email', { type: 'bill' })).toMatchObject({
      state: 400035,
      message: '请先输入邮箱地址',
    });
  });
});
