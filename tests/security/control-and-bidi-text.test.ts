import type { ApplyRecord } from '@/api/investor/contract';

import { investor, MONDAY_10AM, serverAt } from '../server/order/support';
import { png } from '../server/support/images';
import { serverPerFile } from '../server/support/server';
import { CONTACT } from '../support/contact';

/**
 * Issue 27, low item: no text field takes a control or bidi character (an address with U+202E, NUL or CR LF;
 * a survey's free-text answer), and an uploaded proof is listed under a generated name when its own name is
 * not a plain file name (`..\..\x\u202egpj.exe…\r\n.pdf`).
 */
jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

describe('a text field with a control or bidi character', () => {
  it.each([
    ['U+202E', '北京市东城区\u202e示范路88号3号楼2单元501室'],
    ['NUL', '北京市东城区示范路\u000088号3号楼2单元501室'],
    ['CR LF', '北京市东城区示范路88号\r\n3号楼2单元501室'],
  ])('is refused in an address (%s) and nothing is stored', async (_, address) => {
    const zhang = await investor(server(), 'zhangSan');
    const answer = await zhang.request('PUT', '/v1/user', { ...CONTACT, address });
    expect([answer.status, answer.json]).toEqual([
      400,
      { state: 400000, data: null, message: '请求体字段 address 包含不允许的控制字符或文字方向字符' },
    ]);
    const stored = (await zhang.get<{ contact: { address: string } | null }>('/v1/user?t=1')).data.contact;
    expect(stored?.address ?? '').not.toBe(address);
  });

  it('is refused in a survey’s free-text answer', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const answer = await zhang.request('POST', '/v1/survey/SV2026PURCHASE/answer', {
      answers: [
        { questionId: 'q1', optionIds: ['B'] },
        { questionId: 'q2', optionIds: ['A', 'C'] },
        { questionId: 'q3', score: 9 },
        { questionId: 'q4', score: 5 },
        { questionId: 'q5', text: '页面字再大一点\r\n\u202e更好' },
      ],
    });
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toBe(
      '请求体字段 answers.4.text 包含不允许的控制字符或文字方向字符',
    );
  });
});

describe('an uploaded proof', () => {
  it('whose name is not a plain file name is listed under a generated one', async () => {
    const client = await investor(server(), 'fengEr');
    const boundary = '----proof-boundary';
    const evil = '..\\..\\x\u202egpj.exe\u2026.pdf';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="commitment"\r\n\r\n1\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n73\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${evil}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png(40, 30),
      // The standard needs both proofs of the level: the investment-experience proof, under a plain name.
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n74\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="experience.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png(40, 31),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await client.request('POST', '/v1/investor/qualified/upload', body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    const record = (answer.json as { data: ApplyRecord }).data;
    expect(record.files.map((file) => file.name)).toEqual(['证明材料1.png', 'experience.png']);
  });
});
