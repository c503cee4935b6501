import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SECURITY_HEADERS } from '@/deploy/security-headers';

import { nginxPerFile, stopNginx } from './nginx-fixture';

const running = nginxPerFile();

function call(pathname: string, init?: RequestInit): Promise<Response> {
  return fetch(`http://127.0.0.1:${running.nginx.port}${pathname}`, { redirect: 'manual', ...init });
}

function expectOurHeadersOnly(response: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(`${name}: ${response.headers.get(name)}`).toBe(`${name}: ${value}`);
  }
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(response.headers.get('server')).toBe('nginx');
}

describe('/v1 goes to the back office', () => {
  it('passes a GET with its query, and the answer with the back office caching but our headers', async () => {
    const response = await call('/v1/fund/list?page=1&size=10&t=1700000000000');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: 200000, data: { received: 0 } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectOurHeadersOnly(response);
    const request = running.received.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/v1/fund/list?page=1&size=10&t=1700000000000');
    expect(request?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(request?.headers['x-forwarded-proto']).toBe('http');
  });

  it("passes nginx's request id as X-Request-Id, never the client's own", async () => {
    await call('/v1/fund/list?t=1', { headers: { 'X-Request-Id': 'chosen-by-the-client' } });
    expect(running.received.at(-1)?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('passes a POST body byte for byte', async () => {
    const body = JSON.stringify({ account: '110101199003077777', password: 'rsa:QUJD', channel: '1' });
    const response = await call('/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    const request = running.received.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body.toString()).toBe(body);
  });

  it('accepts an ID-card photo at the spec limit of 10485760 bytes', async () => {
    const photo = Buffer.alloc(10_485_760 + 2048, 7);
    const response = await call('/v1/ocr/id-card', { method: 'POST', body: photo });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: 200000, data: { received: photo.length } });
  });

  it('relays a large answer whole', async () => {
    const response = await call('/v1/large');
    const answer = (await response.json()) as { data: string };
    expect(answer.data).toHaveLength(2_000_000);
  });

  it('relays a back office error with our headers', async () => {
    const response = await call('/v1/broken');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ state: 500000, message: '系统繁忙' });
    expectOurHeadersOnly(response);
  });

  it('does not send other paths to the back office', async () => {
    const before = running.received.length;
    await call('/v1');
    await call('/v10/x');
    await call('/login.html');
    expect(running.received).toHaveLength(before);
  });
});

describe('run-nginx.sh', () => {
  it('stops on SIGTERM and removes its temporary prefix', async () => {
    expect(readdirSync(running.nginx.tmp)).toHaveLength(1);
    const code = await stopNginx(running.nginx);
    expect(code).toBe(0);
    expect(readdirSync(running.nginx.tmp)).toEqual([]);
    await expect(call('/login.html')).rejects.toThrow();
  });

  it.each([
    [['0', '127.0.0.1:8080']],
    [['8088', 'http://127.0.0.1:8080/v1']],
    [['8088', '127.0.0.1:8080; return 200']],
    [['8088', '127.0.0.1:8080', '/no/such/dist']],
  ])('refuses %j before starting anything', (args) => {
    const tmp = mkdtempSync(path.join(tmpdir(), 'portal-nginx-refused-'));
    const result = spawnSync('bash', [path.join(__dirname, '..', '..', 'deploy', 'run-nginx.sh'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, TMPDIR: tmp },
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/PORT|API_UPSTREAM|no such directory/);
    expect(readdirSync(tmp)).toEqual([]);
    rmSync(tmp, { recursive: true });
  });
});
