import { constants, publicEncrypt, randomBytes } from 'node:crypto';

import type { HybridKeyData, SecretData } from '@/api/auth/contract';
import { loadRsaKeys } from '@/server/core/crypto/rsa';
import { DEMO } from '@/server/seed/demo-identities';

import type { HttpAnswer, HttpClient } from '../server/support/http-client';
import { captchaToken, clientOf } from '../server/support/portal';
import { startServer, type TestServer } from '../server/support/server';

/**
 * Issue 12, item 4: with PORTAL_RSA_PADDING=pkcs1 a ciphertext with a bad PKCS#1 v1.5 padding is answered
 * exactly like a well-padded wrong password (implicit rejection): no Bleichenbacher oracle.
 */
jest.setTimeout(90000);

let server: TestServer;
let publicKey: string;
beforeAll(async () => {
  server = await startServer({ rsaPadding: 'pkcs1' });
  publicKey = (await clientOf(server).get<SecretData>('/v1/auth/secret?t=1')).data.publicKey;
});
afterAll(() => server.close());

/** A 256-byte block encrypted without padding: the raw RSA of whatever block we choose. */
function rawBlock(fill: (block: Buffer) => void): string {
  const block = Buffer.from(randomBytes(256).map((byte) => byte || 1));
  block[0] = 0;
  fill(block);
  return publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, block).toString('base64');
}

const BAD_PADDINGS = {
  'block type 1': () => rawBlock((b) => (b[1] = 1)),
  'no zero separator': () => rawBlock((b) => (b[1] = 2)),
  'padding shorter than 8 bytes': () =>
    rawBlock((b) => {
      b[1] = 2;
      b[6] = 0;
    }),
  'first byte not zero': () => rawBlock((b) => ((b[0] = 1), (b[1] = 2), (b[200] = 0))),
};

const wellPadded = (plain: Buffer | string) =>
  publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plain)).toString(
    'base64',
  );

const bytes = (answer: HttpAnswer) => ({ status: answer.status, body: answer.body.toString('utf8') });

async function loginWith(browser: HttpClient, account: string, password: string) {
  return bytes(
    await browser.request('POST', '/v1/auth/login', { account, password, code: await captchaToken(browser) }),
  );
}

describe('PKCS#1 v1.5 passwords', () => {
  it('answer a bad padding exactly like a wrong password', async () => {
    const browser = clientOf(server);
    const wrong = await loginWith(browser, DEMO.zhangSan.phone, wellPadded('Wrong1234'));
    expect(JSON.parse(wrong.body)).toEqual({ state: 400035, data: null, message: '账号或密码错误' });
    server.clock.advance(3601);
    for (const [name, ciphertext] of Object.entries(BAD_PADDINGS)) {
      const answer = await loginWith(browser, DEMO.qianQi.phone, ciphertext());
      expect({ name, ...answer }).toEqual({ name, ...wrong });
      server.clock.advance(3601);
    }
  });

  it('count a bad padding toward the lock like a wrong password', async () => {
    const browser = clientOf(server);
    for (const ciphertext of Object.values(BAD_PADDINGS)) {
      expect(JSON.parse((await loginWith(browser, DEMO.sunBa.phone, ciphertext())).body).message).toBe(
        '账号或密码错误',
      );
    }
    const fifth = JSON.parse(
      (await loginWith(browser, DEMO.sunBa.phone, BAD_PADDINGS['block type 1']())).body,
    );
    expect(fifth.message).toContain('账号已锁定');
  });

  it('decrypt a bad padding to a synthetic message: the same one for the same ciphertext, never an error', () => {
    const keys = loadRsaKeys(server.dataDir, 'pkcs1');
    const bad = BAD_PADDINGS['no zero separator']();
    const first = keys.decrypt(bad);
    expect(keys.decrypt(bad).equals(first)).toBe(true);
    expect(keys.decrypt(BAD_PADDINGS['no zero separator']()).equals(first)).toBe(false);
    expect(first.length).toBeLessThan(246);
    expect(keys.decrypt(wellPadded('Abc12345')).toString()).toBe('Abc12345');
    expect(() => keys.decrypt(Buffer.from('short').toString('base64'))).not.toThrow();
  });
});

describe('PKCS#1 v1.5 hybrid keys', () => {
  it('answer a bad padding like a wrong key of the right length and like a wrong key length', async () => {
    const browser = clientOf(server);
    const post = async (key: string) => {
      const { data } = await browser.get<HybridKeyData>('/v1/auth/amWeb/rsa?t=1');
      const body = { key, waitId: data.waitId, data: randomBytes(64).toString('base64') };
      return bytes(await browser.request('POST', '/v1/auth/password', body));
    };
    const rightLength = await post(wellPadded(randomBytes(32)));
    expect(JSON.parse(rightLength.body)).toEqual({ state: 400000, data: null, message: '加密数据无法解密' });
    expect(await post(wellPadded(randomBytes(16)))).toEqual(rightLength);
    expect(await post(BAD_PADDINGS['block type 1']())).toEqual(rightLength);
    expect(await post(BAD_PADDINGS['padding shorter than 8 bytes']())).toEqual(rightLength);
  });
});
