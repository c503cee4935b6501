import type { HttpClient } from '../server/support/http-client';
import { jpeg, multipart, MULTIPART_TYPE } from '../server/support/images';
import { loggedIn } from '../server/support/portal';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 27, item 6: cross-site request forgery. Every state-changing request whose Origin (or, without
 * one, Referer) is not the portal's own origin is refused with 403 before anything happens — a bodiless
 * POST /v1/engagement/sign with the session cookie signs nothing, a multipart upload is not read — and a
 * body that is neither JSON nor an upload is refused with 415 even when empty. Same-origin requests, and
 * requests with neither header (curl, server tests), go through.
 */
jest.setTimeout(90000);

const server = serverPerFile();
let browser: HttpClient;
beforeAll(async () => (browser = await loggedIn(server(), 'zhangSan')));

const EVIL = 'http://127.0.0.1:9999';
const FORBIDDEN = { state: 400000, data: null, message: '请求来源不是本站，已拒绝' };

const signed = async () => (await browser.get<{ signed: string }>('/v1/engagement/status?t=1')).data.signed;

describe('a state-changing request from another origin', () => {
  it('does not sign the engagement (bodiless POST with the session cookie)', async () => {
    expect(await signed()).toBe('0');
    const forged = await browser.request('POST', '/v1/engagement/sign', undefined, { origin: EVIL });
    expect([forged.status, forged.json]).toEqual([403, FORBIDDEN]);
    const opaque = await browser.request('POST', '/v1/engagement/sign', undefined, { origin: 'null' });
    expect(opaque.status).toBe(403);
    const referred = await browser.request('POST', '/v1/engagement/sign', undefined, {
      referer: `${EVIL}/attack.html`,
    });
    expect([referred.status, referred.json]).toEqual([403, FORBIDDEN]);
    expect(await signed()).toBe('0');
  });

  it('refuses a multipart upload', async () => {
    const body = multipart(
      { type: '1', scene: 'modifyIdCard' },
      { filename: 'card.jpg', type: 'image/jpeg', bytes: jpeg(800, 500) },
    );
    const forged = await browser.request('POST', '/v1/auth/ocr', body, {
      'content-type': MULTIPART_TYPE,
      origin: EVIL,
    });
    expect([forged.status, forged.json]).toEqual([403, FORBIDDEN]);
  });

  it('refuses a text/plain or form body on a JSON route, even an empty one', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const empty = await browser.request('POST', '/v1/engagement/sign', Buffer.alloc(0), {
        'content-type': type,
      });
      expect([empty.status, empty.json]).toEqual([
        415,
        { state: 400000, data: null, message: '不支持的请求内容类型' },
      ]);
    }
    expect(await signed()).toBe('0');
  });

  it('from the portal’s own origin (or with neither header) goes through', async () => {
    const own = await browser.request('POST', '/v1/engagement/sign', {}, { origin: server().url });
    expect([own.status, (own.json as { state: number }).state]).toEqual([200, 200000]);
    expect(await signed()).toBe('1');
    const referred = await browser.request(
      'POST',
      '/v1/auth/check',
      {},
      { referer: `${server().url}/index.html` },
    );
    expect(referred.status).toBe(200);
    expect((await browser.request('POST', '/v1/auth/check')).status).toBe(200);
  });
});
