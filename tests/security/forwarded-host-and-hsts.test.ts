import { readFileSync } from 'node:fs';

import { SECURITY_HEADERS } from '@/deploy/security-headers';
import { NGINX_CONF } from '@/scripts/nginx-conf';

import { clientOf } from '../server/support/portal';
import { startServer } from '../server/support/server';

/**
 * Issue 39, low: the CSRF check believed X-Forwarded-Host from any client (a forged page cannot set it, but
 * a request path that can — a misconfigured proxy, a client beside nginx — made any Origin "own"); it is
 * believed only from a proxy TRUST_PROXY names. And the TLS configuration sent no HSTS.
 */
jest.setTimeout(60000);

const FORGED = { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' };

describe('the CSRF check and X-Forwarded-Host', () => {
  it('ignores X-Forwarded-Host from a client no trusted-proxy setting names', async () => {
    const server = await startServer();
    try {
      const answer = await clientOf(server).request('POST', '/v1/auth/check', {}, FORGED);
      expect([answer.status, answer.json]).toEqual([
        403,
        { state: 400000, data: null, message: '请求来源不是本站，已拒绝' },
      ]);
    } finally {
      await server.close();
    }
  });

  it('believes it from nginx when TRUST_PROXY names it (the deployment)', async () => {
    const server = await startServer({ trustProxy: ['127.0.0.1'] });
    try {
      const proxied = { origin: 'https://portal.example', 'x-forwarded-host': 'portal.example' };
      expect((await clientOf(server).request('POST', '/v1/auth/check', {}, proxied)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('HSTS', () => {
  it('is sent on every answer of the TLS configuration, for a year', () => {
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(readFileSync(NGINX_CONF, 'utf8')).toContain(
      'add_header Strict-Transport-Security "max-age=31536000" always;',
    );
  });
});
