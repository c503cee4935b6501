import { readFileSync } from 'node:fs';
import path from 'node:path';

import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '@/deploy/security-headers';
import { AGREEMENTS, agreementUrl } from '@/static-agreements';

import { nginxPerFile } from './nginx-fixture';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

const running = nginxPerFile();

function get(pathname: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${running.nginx.port}${pathname}`, { redirect: 'manual' });
}

describe('security headers', () => {
  const answers = [
    '/',
    '/login.html',
    '/index.html',
    '/js/login.1a2b3c4d.js',
    '/css/login.0f9e8d7c.css',
    '/static-agreements/privacy-policy.pdf',
    '/order/purchase?fundCode=000001',
    '/order/assets',
    '/no-such-page.html',
    '/js/',
  ];

  it.each(answers)(
    '%s carries every header of the table exactly once, and no server version',
    async (url) => {
      const response = await get(url);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        // fetch joins repeated headers with ", ": equality also proves there is only one.
        expect(`${name}: ${response.headers.get(name)}`).toBe(`${name}: ${value}`);
      }
      expect(response.headers.get('server')).toBe('nginx');
    },
  );

  it('serves a policy without inline or eval scripts that keeps the page to our origin', async () => {
    const policy = (await get('/login.html')).headers.get('content-security-policy') ?? '';
    expect(policy).toBe(CONTENT_SECURITY_POLICY);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(policy.split('; ')).toContain(directive);
    }
  });

  it('error pages do not reveal the nginx version', async () => {
    const response = await get('/no-such-page.html');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/nginx\/\d/);
  });
});

describe('cache rules', () => {
  it.each(['/login.html', '/index.html'])('%s is revalidated on every use', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['/js/login.1a2b3c4d.js', 'application/javascript'],
    ['/css/login.0f9e8d7c.css', 'text/css'],
    ['/assets/element-icons.4e5f6a7b.woff2', 'font/woff2'],
  ])('the hashed file %s is cached for a year, immutable', async (url, type) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')?.split(';')[0]).toBe(type);
    expect(response.headers.get('cache-control')).toBe(YEAR_IMMUTABLE);
  });

  it.each(['/favicon.ico', '/js/login.1a2b3c4d.js.map'])(
    'the unhashed file %s is revalidated',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('a missing hashed file is not cached as immutable', async () => {
    const response = await get('/js/gone.99999999.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});

describe('agreement PDFs', () => {
  it.each(AGREEMENTS.map(({ slug, title }) => [slug, title]))(
    '%s is the committed PDF, inline, named after its Chinese title',
    async (slug, title) => {
      const response = await get(agreementUrl(slug));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition.split(';')[0]).toBe('inline');
      const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
      expect(decodeURIComponent(encoded)).toBe(`${title}.pdf`);
      expect(disposition).toContain(`filename="${slug}.pdf"`);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(readFileSync(path.join(running.dist, 'static-agreements', `${slug}.pdf`)))).toBe(
        true,
      );
    },
  );

  it('a missing agreement is a 404 without a download name', async () => {
    const response = await get('/static-agreements/missing.pdf');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-disposition')).toBeNull();
  });
});

describe('addresses', () => {
  it.each([
    ['/', '/login.html'],
    ['/?redirect=%2Findex.html%23%2Fassets', '/login.html?redirect=%2Findex.html%23%2Fassets'],
    ['/order/purchase?fundCode=000001', '/index.html#/trade-center/purchase/order?id=000001'],
    ['/order/purchase?fundCode=GZ0A12&from=sms', '/index.html#/trade-center/purchase/order?id=GZ0A12'],
    ['/order/purchase?fundCode=%22%3E%3Cscript%3E', '/index.html#/trade-center/purchase'],
    ['/order/purchase', '/index.html#/trade-center/purchase'],
    ['/order/assets', '/index.html#/assets'],
  ])('%s redirects to %s on our origin', async (url, location) => {
    const response = await get(url);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  it('does not serve directory listings', async () => {
    expect((await get('/static-agreements/')).status).toBe(404);
  });
});
