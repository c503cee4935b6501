import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { clientOf } from './support/portal';
import { startServer, tempDataDir, type TestServer } from './support/server';

/**
 * Issue 19, item 1: `npm start` serves the built site compressed as deploy/nginx.conf does (brotli when the
 * browser takes it, else gzip), so what Lighthouse measures locally is what production sends.
 */
jest.setTimeout(60000);

let server: TestServer;
const script = `${'export const words = ["国证资管", "投资者登录"];\n'.repeat(400)}console.log(words);\n`;
beforeAll(async () => {
  const site = tempDataDir();
  mkdirSync(path.join(site, 'dist', 'js'), { recursive: true });
  writeFileSync(path.join(site, 'dist', 'js', 'login.3f9a1c2b.js'), script);
  writeFileSync(path.join(site, 'dist', 'logo.png'), Buffer.alloc(4096, 7));
  server = await startServer({ staticDir: path.join(site, 'dist') });
});
afterAll(() => server.close());

const get = (url: string, encoding?: string) =>
  clientOf(server).request('GET', url, undefined, encoding ? { 'accept-encoding': encoding } : {});

describe('compressed static files', () => {
  it('sends brotli to a browser that takes it, with the exact bytes inside and the caching unchanged', async () => {
    const answer = await get('/js/login.3f9a1c2b.js', 'gzip, deflate, br, zstd');
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'accept-encoding',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip without br, and the plain file without either', async () => {
    const gz = await get('/js/login.3f9a1c2b.js', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/js/login.3f9a1c2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves images as they are', async () => {
    const answer = await get('/logo.png', 'br, gzip');
    expect([answer.headers['content-encoding'], answer.headers.vary, answer.body.length]).toEqual([
      undefined,
      undefined,
      4096,
    ]);
  });

  it('reads Accept-Encoding with its weights', async () => {
    const encodings: Record<string, string | undefined> = {};
    for (const accept of ['br;q=1.0, gzip;q=0.8', 'gzip', '*', '*;q=0, gzip', 'identity']) {
      encodings[accept] = (await get('/js/login.3f9a1c2b.js', accept)).headers['content-encoding'];
    }
    expect(encodings).toEqual({
      'br;q=1.0, gzip;q=0.8': 'br',
      gzip: 'gzip',
      '*': 'gzip',
      '*;q=0, gzip': 'gzip',
      identity: undefined,
    });
  });

  it('leaves the API answers as they are', async () => {
    const answer = await get('/v1/dict/15?t=1', 'br, gzip');
    expect([answer.status, answer.headers['content-encoding']]).toEqual([200, undefined]);
  });
});
