import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';

import { encryptHybrid } from '@/shared/crypto';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = publicKey.export({ format: 'jwk' });
const material = {
  modulus: Buffer.from(jwk.n as string, 'base64url').toString('hex'),
  publicExponent: Buffer.from(jwk.e as string, 'base64url').toString('hex'),
  waitId: 'wait-42',
};

/** The back office side of the hybrid scheme (docs/decisions.md). */
function serverOpen(payload: { key: string; data: string }): unknown {
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(payload.key, 'base64'),
  );
  const data = Buffer.from(payload.data, 'base64');
  const iv = data.subarray(0, 12);
  const tag = data.subarray(data.length - 16);
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
  decipher.setAuthTag(tag);
  const plain = Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

describe('encryptHybrid', () => {
  const body = { account: '110101199003074514', password: 'abc123', 备注: '中文' };

  it('gives {key, waitId, data} that the back office opens to the original body', () => {
    const payload = encryptHybrid(body, material);
    expect(payload.waitId).toBe('wait-42');
    expect(Object.keys(payload).sort()).toEqual(['data', 'key', 'waitId']);
    expect(serverOpen(payload)).toEqual(body);
  });

  it('encrypts a fresh 32-byte AES key each time', () => {
    const rsa = (k: string) =>
      privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(k, 'base64'),
      );
    const a = rsa(encryptHybrid(body, material).key);
    const b = rsa(encryptHybrid(body, material).key);
    expect(a).toHaveLength(32);
    expect(a.equals(b)).toBe(false);
  });

  it('is authenticated: a changed byte of data no longer opens', () => {
    const payload = encryptHybrid(body, material);
    const data = Buffer.from(payload.data, 'base64');
    data[14] ^= 1;
    expect(() => serverOpen({ ...payload, data: data.toString('base64') })).toThrow();
  });

  it('refuses key material that is not hexadecimal', () => {
    expect(() => encryptHybrid(body, { ...material, modulus: 'zz' })).toThrow('公钥格式不正确');
  });
});
