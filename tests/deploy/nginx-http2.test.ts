import { spawnSync } from 'node:child_process';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import path from 'node:path';

import { SECURITY_HEADERS } from '@/deploy/security-headers';

import { nginxPerFile } from './nginx-fixture';

const running = nginxPerFile({ TLS: 'self-signed' });

type Answer = { protocol: string | false; headers: IncomingHttpHeaders; body: string };

/** One GET over TLS, as a browser would ask (ALPN offers h2 and http/1.1); the certificate is the throwaway one. */
function get(pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://127.0.0.1:${running.nginx.port}`, {
      rejectUnauthorized: false,
      ALPNProtocols: ['h2', 'http/1.1'],
    });
    session.once('error', reject);
    const request = session.request({ ':path': pathname });
    let body = '';
    let headers: IncomingHttpHeaders = {};
    request.setEncoding('utf8');
    request.on('response', (answer) => (headers = answer));
    request.on('data', (chunk: string) => (body += chunk));
    request.once('error', reject);
    request.on('end', () => {
      const protocol = session.alpnProtocol ?? false;
      session.close();
      resolve({ protocol, headers, body });
    });
  });
}

describe('run-nginx.sh with TLS=self-signed: the site over HTTPS and HTTP/2, as production serves it', () => {
  it('answers a page over HTTP/2 with every security header, HSTS included', async () => {
    const answer = await get('/login.html');
    expect(answer.protocol).toBe('h2');
    expect(answer.headers[':status']).toBe(200);
    expect(answer.body).toContain('<title>登录 · 国证资管</title>');
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(answer.headers[name.toLowerCase()]).toBe(value);
  });

  it('passes /v1 on to the back office and its answer back over HTTP/2', async () => {
    const answer = await get('/v1/fund?pageNum=1');
    expect(answer.protocol).toBe('h2');
    expect(answer.headers[':status']).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ state: 200000, data: { received: 0 } });
    expect(running.received.at(-1)?.url).toBe('/v1/fund?pageNum=1');
  });

  it('refuses any other TLS value before starting anything', () => {
    const result = spawnSync(
      'bash',
      [path.join(__dirname, '..', '..', 'deploy', 'run-nginx.sh'), '8088', '127.0.0.1:8080', running.dist],
      {
        encoding: 'utf8',
        env: { ...process.env, TLS: 'on' },
      },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('TLS must be self-signed or unset: on');
  });
});
