import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { SECURITY_HEADERS } from '@/deploy/security-headers';

import { clientOf } from './support/portal';
import { startServer, tempDataDir, type TestServer } from './support/server';

jest.setTimeout(60000);

let server: TestServer;
beforeAll(async () => {
  const site = tempDataDir();
  mkdirSync(path.join(site, 'dist', 'js'), { recursive: true });
  mkdirSync(path.join(site, 'pdf'));
  writeFileSync(path.join(site, 'dist', 'login.html'), '<!doctype html><title>登录</title>');
  writeFileSync(path.join(site, 'dist', 'js', 'login.3f9a1c2b.js'), 'console.log(1)');
  writeFileSync(path.join(site, 'dist', 'favicon.ico'), 'x');
  writeFileSync(path.join(site, 'dist', '.env'), 'SECRET=1');
  writeFileSync(path.join(site, 'secret.txt'), 'outside');
  writeFileSync(path.join(site, 'pdf', 'privacy-policy.pdf'), '%PDF-1.4\n');
  server = await startServer({ staticDir: path.join(site, 'dist'), agreementsDir: path.join(site, 'pdf') });
});
afterAll(() => server.close());

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('static pages', () => {
  it('redirects / to the login page and serves HTML uncached, with the security headers on every answer', async () => {
    const browser = clientOf(server);
    const root = await browser.request('GET', '/');
    expect([root.status, root.headers.location]).toEqual([302, '/login.html']);
    const page = await browser.request('GET', '/login.html');
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({
      ...lower(SECURITY_HEADERS),
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
    for (const answer of [root, await browser.request('GET', '/v1/auth/secret?t=1')]) {
      expect(answer.headers).toMatchObject(lower(SECURITY_HEADERS));
    }
  });

  it('caches hashed assets for a year and nothing else', async () => {
    const browser = clientOf(server);
    expect((await browser.request('GET', '/js/login.3f9a1c2b.js')).headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect((await browser.request('GET', '/favicon.ico')).headers['cache-control']).toBe('no-cache');
    expect((await browser.request('GET', '/v1/dict/15?t=1')).headers['cache-control']).toBe('no-store');
  });

  it('never serves dotfiles or anything outside the folder', async () => {
    const browser = clientOf(server);
    for (const url of [
      '/.env',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/js/%2e%2e/%2e%2e/secret.txt',
      '/nothing.html',
    ]) {
      const answer = await browser.request('GET', url);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('SECRET');
      expect(answer.body.toString()).not.toContain('outside');
    }
  });

  it('serves the agreement PDFs as nginx does: inline, revalidated, saved under the Chinese title', async () => {
    const answer = await clientOf(server).request('GET', '/static-agreements/privacy-policy.pdf');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'no-cache',
      'content-disposition': `inline; filename="privacy-policy.pdf"; filename*=UTF-8''${encodeURIComponent('隐私政策')}.pdf`,
    });
  });
});

describe('client error reports', () => {
  const report = {
    kind: 'error',
    message: 'TypeError: x is undefined',
    url: 'http://127.0.0.1/login.html',
    at: '2025-01-01T08:00:00.000Z',
  };

  it('keeps valid reports in the data folder and refuses bad ones', async () => {
    const browser = clientOf(server, '127.0.0.21');
    expect(await browser.post('/v1/client/errors', { reports: [report] })).toEqual({
      state: 200000,
      data: null,
      message: '成功',
    });
    expect(server.app.portal.db.all('SELECT kind, message FROM client_errors')).toEqual([
      { kind: 'error', message: 'TypeError: x is undefined' },
    ]);
    expect((await browser.post('/v1/client/errors', { reports: Array(21).fill(report) })).message).toBe(
      '请求体字段 reports 最多 20 项',
    );
    expect((await browser.post('/v1/client/errors', { reports: [{ ...report, kind: 'boom' }] })).state).toBe(
      400000,
    );
  });

  it('limits each address to 10 calls a minute', async () => {
    const browser = clientOf(server, '127.0.0.22');
    for (let i = 0; i < 10; i++)
      expect((await browser.post('/v1/client/errors', { reports: [report] })).state).toBe(200000);
    const limited = await browser.request('POST', '/v1/client/errors', { reports: [report] });
    expect([limited.status, limited.json]).toEqual([
      429,
      { state: 400008, data: null, message: '错误上报过于频繁，请稍后再试' },
    ]);
    expect(
      (await clientOf(server, '127.0.0.23').post('/v1/client/errors', { reports: [report] })).state,
    ).toBe(200000);
    server.clock.advance(61);
    expect((await browser.post('/v1/client/errors', { reports: [report] })).state).toBe(200000);
  });
});

describe('dev hooks', () => {
  it('move the clock forward, and are gone with PORTAL_DEV_HOOKS=0', async () => {
    const before = server.clock.now();
    const moved = (await clientOf(server).request('POST', '/__dev/clock', { advanceSeconds: 3600 })).json as {
      now: string;
    };
    expect(Date.parse(moved.now) - before).toBeGreaterThanOrEqual(3600_000);

    process.env.PORTAL_DEV_HOOKS = '0';
    const production = await startServer({ devHooks: undefined });
    delete process.env.PORTAL_DEV_HOOKS;
    try {
      const browser = clientOf(production);
      for (const [method, url] of [
        ['GET', '/__dev/sms/outbox'],
        ['GET', '/__dev/captcha/last'],
        ['POST', '/__dev/gwtoken'],
        ['POST', '/__dev/clock'],
        ['GET', '/__dev/site/about'],
      ]) {
        expect(
          (await browser.request(method, url, method === 'POST' ? { advanceSeconds: 1 } : undefined)).status,
        ).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe('the official site’s local stand-in', () => {
  it('answers a plain page for each path the portal links to, a product’s with its code, and refuses a bad code', async () => {
    const browser = clientOf(server);
    const about = await browser.request('GET', '/__dev/site/about');
    expect(about.status).toBe(200);
    expect(about.body.toString()).toContain('<h1>关于我们</h1>');
    const product = await browser.request('GET', '/__dev/site/product/detail?productCode=970031');
    expect(product.body.toString()).toContain('产品代码：970031');
    const script = await browser.request('GET', '/__dev/site/product/detail?productCode=%3Cscript%3E');
    expect(script.status).toBe(400);
    expect(script.body.toString()).not.toContain('<script>');
    expect((await browser.request('GET', '/__dev/site/elsewhere')).status).toBe(404);
  });
});
