import net from 'node:net';

import { clientOf } from '../server/support/portal';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 39, High: the /__dev gate tested the raw request target while the router decodes it, so
 * `/%5F%5Fdev/sms/outbox` or an absolute-form request line reached every dev hook with any Host and Origin
 * (DNS rebinding). The gate now guards the matched route (one plugin under /__dev), and an absolute-form
 * request target is refused (400) for every route.
 */
jest.setTimeout(60000);

const server = serverPerFile();
const port = () => new URL(server().url).port;
const NOT_FOUND = { state: 400000, data: null, message: '请求的接口不存在' };

/** One raw HTTP/1.1 request line and headers over TCP, as an attacker's client writes them. */
function raw(target: string, host: string, extra = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port()), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`);
  });
}

describe('the dev gate decides on the matched route', () => {
  const variants = [
    '/%5F%5Fdev/sms/outbox',
    '/%5f%5fdev/sms/outbox',
    '/%5F_dev/sms/outbox',
    '/_%5fdev/sms/outbox',
    '/__%64ev/sms/outbox',
    '/__DEV/sms/outbox',
    '//__dev/sms/outbox',
    '/__dev//sms/outbox',
    '//%5F%5Fdev/captcha/last',
  ];

  it('refuses every encoded or doubled-slash variant from another Host (DNS rebinding)', async () => {
    for (const url of variants) {
      const answer = await raw(url, `evil.example:${port()}`);
      expect([url, answer.split('\r\n')[0]]).toEqual([url, 'HTTP/1.1 404 Not Found']);
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify(NOT_FOUND));
    }
  });

  it('refuses them from a page of another site', async () => {
    for (const url of variants) {
      const answer = await raw(url, `localhost:${port()}`, 'Origin: http://evil.example\r\n');
      expect([url, answer.split('\r\n')[0]]).toEqual([url, 'HTTP/1.1 404 Not Found']);
    }
    const clock = await clientOf(server()).request(
      'POST',
      '/%5F%5Fdev/clock',
      { advanceSeconds: 86400 },
      { host: `evil.example:${port()}` },
    );
    expect(clock.status).toBe(404);
  });

  it('still answers the developer’s own machine', async () => {
    expect((await clientOf(server()).request('GET', '/__dev/sms/outbox')).status).toBe(200);
  });
});

describe('an absolute-form request target', () => {
  it('is refused with 400 on a dev hook, whatever the Host says', async () => {
    for (const host of [`evil.example:${port()}`, `localhost:${port()}`]) {
      for (const target of [
        `http://localhost:${port()}/__dev/sms/outbox`,
        `http://127.0.0.1/%5F%5Fdev/captcha/last`,
      ]) {
        const answer = await raw(target, host);
        expect([target, answer.split('\r\n')[0]]).toEqual([target, 'HTTP/1.1 400 Bad Request']);
        expect(answer).toContain('请求地址须以 / 开头');
      }
    }
  });

  it('is refused with 400 on every other route too', async () => {
    const answer = await raw(`http://127.0.0.1:${port()}/v1/dict/15?t=1`, `127.0.0.1:${port()}`);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    const origin = await raw('/v1/dict/15?t=1', `127.0.0.1:${port()}`);
    expect(origin.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});
