import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';

import type { HybridKeyData, SecretData } from '@/api/auth/contract';
import { buildApp } from '@/server/app';
import { decodeHybrid } from '@/server/core/crypto/hybrid';
import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';

import { clientOf, captchaToken } from './support/portal';
import { serverPerFile, startServer, tempDataDir } from './support/server';

jest.setTimeout(60000);

const server = serverPerFile();

describe('password transport keys', () => {
  it('serves one RSA key of at least 2048 bits, as PEM and as modulus/exponent with single-use waitIds', async () => {
    const browser = clientOf(server());
    const { data } = await browser.get<SecretData>('/v1/auth/secret?t=1');
    expect(data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    const key = createPublicKey(data.publicKey);
    expect(key.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
    const first = (await browser.get<HybridKeyData>('/v1/auth/amWeb/rsa?t=1')).data;
    const second = (await browser.get<HybridKeyData>('/v1/auth/amWeb/rsa?t=2')).data;
    expect(Buffer.from(key.export({ format: 'jwk' }).n as string, 'base64url').toString('hex')).toBe(
      first.modulus,
    );
    expect(first.publicExponent).toBe('10001');
    expect(first.waitId).not.toBe(second.waitId);
  });

  it('decrypts PKCS#1 v1.5 passwords when PORTAL_RSA_PADDING=pkcs1 (through forge)', async () => {
    const pkcs1 = await startServer({ rsaPadding: 'pkcs1' });
    try {
      const browser = clientOf(pkcs1);
      const { publicKey } = (await browser.get<SecretData>('/v1/auth/secret?t=1')).data;
      const password = publicEncrypt(
        { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
        Buffer.from(DEMO_PASSWORD),
      );
      const answer = await browser.post('/v1/auth/login', {
        account: DEMO.zhangSan.phone,
        password: password.toString('base64'),
        code: await captchaToken(browser),
      });
      expect(answer).toMatchObject({ state: 200000, data: null });
    } finally {
      await pkcs1.close();
    }
  });
});

describe('hybrid decode helper', () => {
  const key = randomBytes(32);
  const rsa = (b64: string) => Buffer.from(b64, 'base64');
  function seal(json: string) {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(json), cipher.final()]);
    return {
      key: key.toString('base64'),
      waitId: 'w',
      data: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64'),
    };
  }

  it('opens iv ‖ AES-256-GCM ciphertext ‖ tag into the JSON body', () => {
    expect(decodeHybrid(seal('{"idNo":"110101199003074514","n":1}'), rsa)).toEqual({
      idNo: '110101199003074514',
      n: 1,
    });
  });

  it('throws on a changed byte, a short key or a short payload', () => {
    const sealed = seal('{"a":1}');
    const bytes = Buffer.from(sealed.data, 'base64');
    bytes[14] ^= 1;
    expect(() => decodeHybrid({ ...sealed, data: bytes.toString('base64') }, rsa)).toThrow();
    expect(() => decodeHybrid({ ...sealed, key: randomBytes(16).toString('base64') }, rsa)).toThrow(
      '32 bytes',
    );
    expect(() => decodeHybrid({ ...sealed, data: 'AAAA' }, rsa)).toThrow('too short');
  });

  it('refuses over HTTP a reused or stale waitId, and a payload for another key', async () => {
    const browser = clientOf(server());
    const waitId = (await browser.get<HybridKeyData>('/v1/auth/amWeb/rsa?t=1')).data.waitId;
    const bogus = {
      key: randomBytes(256).toString('base64'),
      waitId,
      data: randomBytes(64).toString('base64'),
    };
    expect((await browser.request('POST', '/v1/auth/password', bogus)).json).toEqual({
      state: 400000,
      data: null,
      message: '加密数据无法解密',
    });
    expect((await browser.post('/v1/auth/password', bogus)).message).toBe('加密参数已失效，请重试');
    const stale = (await browser.get<HybridKeyData>('/v1/auth/amWeb/rsa?t=1')).data.waitId;
    server().clock.advance(301);
    expect((await browser.post('/v1/auth/password', { ...bogus, waitId: stale })).message).toBe(
      '加密参数已失效，请重试',
    );
  });
});

describe('the envelope on every failure', () => {
  it('maps malformed JSON, unknown fields, missing fields, wrong types and media types to 400000', async () => {
    const browser = clientOf(server());
    const send = (body: Buffer | object, type = 'application/json') =>
      browser.request(
        'POST',
        '/v1/auth/captcha',
        Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body)),
        {
          'content-type': type,
        },
      );
    const cases: Array<[Buffer | object, string, string?]> = [
      [Buffer.from('{"id":'), '请求体不是合法的JSON'],
      [{ id: 'a', code: 1, slideMs: 1, extra: 1 }, '请求体包含不允许的字段 extra'],
      [{ id: 'a', code: 1 }, '请求体缺少必填字段 slideMs'],
      [{ id: 'a', code: 'far', slideMs: 1 }, '请求体字段 code 类型不正确'],
      [{ id: 'a'.repeat(65), code: 1, slideMs: 1 }, '请求体字段 id 长度不能超过 64 个字符'],
      [Buffer.from('id=a'), '不支持的请求内容类型', 'text/plain'],
      [Buffer.from(JSON.stringify({ id: 'x'.repeat(70000) })), '请求体过大'],
    ];
    for (const [body, message, type] of cases) {
      const answer = await send(body, type);
      expect({ status: answer.status >= 400 && answer.status < 500, json: answer.json }).toEqual({
        status: true,
        json: { state: 400000, data: null, message },
      });
    }
  });

  it('answers unknown routes and the query of every GET with the envelope', async () => {
    const browser = clientOf(server());
    const missing = await browser.request('GET', '/v1/nothing');
    expect([missing.status, missing.json]).toEqual([
      404,
      { state: 400000, data: null, message: '请求的接口不存在' },
    ]);
    expect((await browser.get('/v1/auth/secret?t=1&x=2')).message).toBe('查询参数包含不允许的字段 x');
  });

  it('never leaks a stack or internal detail from an unexpected error', async () => {
    const dataDir = tempDataDir();
    const app = await buildApp({ dataDir });
    app.get('/v1/boom', async () => {
      throw new Error('SQLITE_CORRUPT at /secret/path.db');
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = app.server.address() as { port: number };
      const answer = await new (await import('./support/http-client')).HttpClient(
        `http://127.0.0.1:${address.port}`,
      ).request('GET', '/v1/boom');
      expect(answer.status).toBe(500);
      expect(answer.json).toEqual({ state: 503000, data: null, message: '系统繁忙，请稍后再试' });
      expect(answer.body.toString()).not.toMatch(/SQLITE|secret|at /);
    } finally {
      await app.close();
    }
  });
});
