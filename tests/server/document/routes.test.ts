import type { DocumentRequest } from '@/api/document/contract';
import { DEMO } from '@/server/seed/demo-identities';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import type { HttpClient } from '../support/http-client';
import { jpeg, png } from '../support/images';
import { clientOf } from '../support/portal';
import { serverPerFile } from '../support/server';

jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

const BOUNDARY = '----document-boundary';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
type Part = { field?: string; name: string; bytes: Buffer };

function body(parts: Part[]) {
  const chunks: Buffer[] = [];
  for (const { field = 'file', name, bytes } of parts)
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

async function upload(client: HttpClient, id: string, parts: Part[]) {
  const answer = await client.request('POST', `/v1/document/requests/${id}/files`, body(parts), {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  });
  return answer.json as { state: number; data: DocumentRequest | null; message: string };
}

/** Ops ask an investor for a document (the dev hook standing in for the back office's staff). */
async function ask(kind: 'idCard' | 'certificate', idNo = DEMO.zhangSan.idNo, note = '请补充材料') {
  const answer = await clientOf(server()).request('POST', '/__dev/document/requests', { idNo, kind, note });
  return answer.json as DocumentRequest;
}

const list = async (client: HttpClient) =>
  (await client.get<DocumentRequest[]>('/v1/document/requests?t=1')).data ?? [];

describe('the upload path: documents ops asked for', () => {
  it('needs a session', async () => {
    const anonymous = clientOf(server());
    expect((await anonymous.get('/v1/document/requests?t=1')).state).toBe(401000);
    expect((await upload(anonymous, 'D1', [{ name: 'a.png', bytes: png(20, 20) }])).state).toBe(401000);
  });

  it('lists what ops asked this investor for, and only this investor', async () => {
    const asked = await ask('idCard', DEMO.zhangSan.idNo, '您的身份证已过期，请上传新证件照片');
    await ask('certificate', DEMO.liSi.idNo, '请上传收入证明');
    const mine = await list(await investor(server(), 'zhangSan'));
    expect(mine.find((row) => row.id === asked.id)).toMatchObject({
      kind: 'idCard',
      note: '您的身份证已过期，请上传新证件照片',
      state: 'open',
      requestedAt: '2026-11-23 10:00',
      files: [],
    });
    expect(mine.some((row) => row.note === '请上传收入证明')).toBe(false);
  });

  it('takes the ID card photos once, judged by their bytes, and keeps the names', async () => {
    const client = await investor(server(), 'zhangSan');
    const { id } = await ask('idCard');
    const photos = [
      { name: '人像面.png', bytes: png(60, 40) },
      { name: '国徽面.jpg', bytes: jpeg(60, 40) },
    ];
    const answer = await upload(client, id, photos);
    expect(answer).toMatchObject({ state: 200000, message: '资料已提交，请等待工作人员审核' });
    expect(answer.data).toMatchObject({ state: 'submitted', submittedAt: '2026-11-23 10:00' });
    expect(answer.data?.files.map((file) => file.name)).toEqual(['人像面.png', '国徽面.jpg']);
    expect((await upload(client, id, photos)).message).toBe('该资料已提交，请等待工作人员审核');
  });

  it('refuses a PDF, a renamed file, one side only and a sixth file for ID card photos', async () => {
    const client = await investor(server(), 'zhangSan');
    const { id } = await ask('idCard');
    const side = { name: '人像面.png', bytes: png(60, 40) };
    expect(await upload(client, id, [side, { name: '国徽面.pdf', bytes: PDF }])).toMatchObject({
      state: 402004,
      message: '身份证照片仅支持jpg、jpeg、png、bmp格式',
    });
    expect(
      await upload(client, id, [side, { name: '国徽面.png', bytes: Buffer.from('not an image') }]),
    ).toMatchObject({
      state: 402004,
      message: '身份证照片仅支持jpg、jpeg、png、bmp格式',
    });
    expect(await upload(client, id, [side])).toMatchObject({
      state: 402004,
      message: '请同时上传身份证人像面和国徽面照片',
    });
    expect(
      await upload(
        client,
        id,
        Array.from({ length: 6 }, () => side),
      ),
    ).toMatchObject({
      state: 402005,
      message: '每项资料最多上传5个文件',
    });
    expect((await list(client)).find((row) => row.id === id)?.state).toBe('open');
  });

  it('takes a certificate as a PDF; refuses a file over 10M; hides another investor’s request', async () => {
    const client = await investor(server(), 'zhangSan');
    const { id } = await ask('certificate');
    const big = Buffer.concat([png(10, 10), Buffer.alloc(10485760)]);
    expect(await upload(client, id, [{ name: '证明.png', bytes: big }])).toMatchObject({
      state: 402004,
      message: '每个文件不可超过10M',
    });
    const other = await ask('certificate', DEMO.liSi.idNo);
    expect((await upload(client, other.id, [{ name: '证明.pdf', bytes: PDF }])).message).toBe(
      '没有找到该资料要求',
    );
    expect((await upload(client, id, [{ name: '收入证明.pdf', bytes: PDF }])).data?.files).toEqual([
      { name: '收入证明.pdf', size: PDF.length },
    ]);
  });
});
