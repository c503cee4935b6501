import http from 'node:http';

import type { OcrData } from '@/api/ocr/contract';

import type { HttpClient } from './support/http-client';
import { bmp, jpeg, multipart, MULTIPART_TYPE, png } from './support/images';
import { clientOf, loggedIn } from './support/portal';
import { serverPerFile } from './support/server';

jest.setTimeout(90000);

const server = serverPerFile();
let browser: HttpClient;
beforeAll(async () => (browser = await loggedIn(server(), 'zhangSan')));

async function upload(
  side: '0' | '1',
  bytes: Buffer,
  filename = 'card.jpg',
  fields: Record<string, string> = {},
) {
  const body = multipart(
    { type: side, scene: 'modifyIdCard', ...fields },
    { filename, type: 'image/jpeg', bytes },
  );
  return (await browser.request('POST', '/v1/auth/ocr', body, { 'content-type': MULTIPART_TYPE })).json as {
    state: number;
    data: OcrData | null;
    message: string;
  };
}

/** Sends only the start of a body and waits for the answer: proves the server decided before reading it all. */
function answerBeforeBodyEnds(
  head: Buffer,
  contentLength: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server().url}/v1/auth/ocr`, {
      method: 'POST',
      headers: {
        'content-type': MULTIPART_TYPE,
        'content-length': String(contentLength),
        cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
    });
    request.on('error', reject);
    request.write(head);
  });
}

describe('ID photo recognition', () => {
  it("answers the logged-in investor's identity from a portrait, and the validity from an emblem", async () => {
    const portrait = await upload('1', jpeg(1280, 800));
    expect(portrait).toEqual({
      state: 200000,
      message: '成功',
      data: {
        type: '1',
        name: '张三',
        idNumber: '110101199003074514',
        birthday: '19900307',
        sex: '1',
        token: expect.any(String),
      },
    });
    const emblem = await upload('0', png(856, 540), 'back.png');
    expect(emblem.data).toEqual({
      type: '0',
      validity: '20200101-20400101',
      label: '第二代身份证背面',
      token: expect.any(String),
    });
    expect((await upload('0', bmp(800, 500), 'back.bmp')).state).toBe(200000);
  });

  it('follows the documented demo rules: tiny, expired (999 px wide) and taller-than-wide photos', async () => {
    expect(await upload('1', png(120, 80))).toEqual({
      state: 400003,
      data: null,
      message: '证件照片无法识别，请上传清晰的身份证照片',
    });
    expect(await upload('0', jpeg(999, 630))).toEqual({
      state: 400004,
      data: null,
      message: '国徽面照片证件有效期已过期',
    });
    expect((await upload('0', jpeg(630, 999))).data?.label).toBe('非第二代身份证背面');
    expect((await upload('1', jpeg(630, 999))).data).toEqual({
      type: '1',
      name: '张三',
      token: expect.any(String),
    });
  });

  it('checks the type by the bytes: a .jpg that is really HTML is refused', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');
    expect(await upload('1', html, 'photo.jpg')).toEqual({
      state: 400000,
      data: null,
      message: '上传人像面格式类型支持jpg、jpeg、png、bmp!',
    });
    expect((await upload('0', Buffer.from('GIF89a'.padEnd(64, '\0')), 'x.png')).message).toBe(
      '上传国徽面格式类型支持jpg、jpeg、png、bmp!',
    );
  });

  it('refuses a disguised file from its first bytes, before the rest of the body is sent', async () => {
    const head = multipart(
      { type: '1', scene: 's' },
      { filename: 'a.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) },
    );
    const opening = head.subarray(0, head.length - `\r\n--${'----portal-test-boundary'}--\r\n`.length);
    const answer = await answerBeforeBodyEnds(
      Buffer.concat([opening, Buffer.from('<html>'.repeat(2000))]),
      5_000_000,
    );
    expect(JSON.parse(answer.body)).toMatchObject({
      state: 400000,
      message: '上传人像面格式类型支持jpg、jpeg、png、bmp!',
    });
  });

  it('refuses more than 10485760 bytes: at once by the declared length, or while streaming', async () => {
    const early = await answerBeforeBodyEnds(Buffer.from('--x\r\n'), 11 * 1024 * 1024);
    expect([early.status, JSON.parse(early.body).message]).toEqual([400, '图片大小不可超过10M!']);

    const tooBig = Buffer.concat([png(400, 300), Buffer.alloc(10485761 - png(400, 300).length)]);
    expect(await upload('1', tooBig, 'big.png')).toEqual({
      state: 400000,
      data: null,
      message: '人像面图片大小不可超过10M!',
    });
    const limit = Buffer.concat([jpeg(800, 500), Buffer.alloc(10485760 - jpeg(800, 500).length)]);
    expect((await upload('1', limit, 'limit.jpg')).state).toBe(200000);
  });

  it('validates the fields and needs a session', async () => {
    const noType = multipart(
      { scene: 's' },
      { filename: 'a.jpg', type: 'image/jpeg', bytes: jpeg(800, 500) },
    );
    expect(
      (await browser.request('POST', '/v1/auth/ocr', noType, { 'content-type': MULTIPART_TYPE })).json,
    ).toMatchObject({
      state: 400000,
      message: '上传参数type必须为0（国徽面）或1（人像面）',
    });
    expect((await upload('1', jpeg(800, 500), 'a.jpg', { admin: '1' })).message).toBe(
      '上传参数包含不允许的字段 admin',
    );
    const missing = multipart({ type: '0', scene: 's' });
    expect(
      (await browser.request('POST', '/v1/auth/ocr', missing, { 'content-type': MULTIPART_TYPE })).json,
    ).toMatchObject({
      message: '请上传身份证国徽面照片',
    });
    expect((await browser.request('POST', '/v1/auth/ocr', { type: '1' })).json).toMatchObject({
      message: '请使用multipart/form-data上传文件',
    });
    const stranger = clientOf(server());
    const body = multipart(
      { type: '1', scene: 's' },
      { filename: 'a.jpg', type: 'image/jpeg', bytes: jpeg(800, 500) },
    );
    expect(
      (await stranger.request('POST', '/v1/auth/ocr', body, { 'content-type': MULTIPART_TYPE })).json,
    ).toMatchObject({
      state: 401000,
    });
  });

  it('checks a portrait and an emblem token against the name', async () => {
    const portrait = (await upload('1', jpeg(1280, 800))).data as OcrData;
    const emblem = (await upload('0', jpeg(1280, 800))).data as OcrData;
    const otherEmblem = (await upload('0', jpeg(630, 999))).data as OcrData;
    const check = (emblemToken: string, name: string) =>
      browser.post('/v1/auth/ocr/check', { portraitToken: portrait.token, emblemToken, name });
    expect(await check(emblem.token, '张三')).toEqual({
      state: 200000,
      data: { passed: true },
      message: '身份验证通过',
    });
    expect((await check(emblem.token, '李四')).data).toEqual({ passed: false });
    expect((await check(otherEmblem.token, '张三')).data).toEqual({ passed: false });
    expect((await check(portrait.token, '张三')).data).toEqual({ passed: false });
  });
});
