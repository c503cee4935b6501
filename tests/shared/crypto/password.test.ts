import { constants, createHash, generateKeyPairSync, privateDecrypt } from 'node:crypto';

import forge from 'node-forge';

import { encryptPassword, hashThenEncrypt, parsePublicKey } from '@/shared/crypto';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spkiPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const pkcs1Pem = publicKey.export({ type: 'pkcs1', format: 'pem' }).toString();

/** What the back office does in its default (OAEP-SHA-256) mode. */
function serverDecryptOaep(base64: string): string {
  const plain = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  );
  return plain.toString('utf8');
}

/** Node 20 refuses PKCS#1 v1.5 private decryption, so the PKCS#1 back office decrypts with forge. */
function serverDecryptPkcs1(base64: string): string {
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  return forge.util.decodeUtf8(key.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5'));
}

describe('encryptPassword', () => {
  it('gives the back office the password it decrypts with RSA-OAEP-SHA-256 by default', () => {
    const cipher = encryptPassword('abc123密码', spkiPem);
    expect(Buffer.from(cipher, 'base64')).toHaveLength(256);
    expect(serverDecryptOaep(cipher)).toBe('abc123密码');
  });

  it('is not decryptable as SHA-1 OAEP (the hash really is SHA-256)', () => {
    const cipher = encryptPassword('abc123', spkiPem);
    expect(() =>
      privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
        Buffer.from(cipher, 'base64'),
      ),
    ).toThrow();
  });

  it('uses PKCS#1 v1.5 when the documented switch asks for it', () => {
    const cipher = encryptPassword('abc123', spkiPem, { padding: 'pkcs1' });
    expect(serverDecryptPkcs1(cipher)).toBe('abc123');
  });

  it('produces a different ciphertext each time (randomised padding)', () => {
    expect(encryptPassword('abc123', spkiPem)).not.toBe(encryptPassword('abc123', spkiPem));
  });

  it('accepts a PKCS#1 RSAPublicKey PEM and a bare base64 key body', () => {
    expect(serverDecryptOaep(encryptPassword('pw1pw1', pkcs1Pem))).toBe('pw1pw1');
    const bare = spkiPem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
    expect(serverDecryptOaep(encryptPassword('pw2pw2', bare))).toBe('pw2pw2');
  });

  it('rejects text that is not a public key with an error instead of encrypting garbage', () => {
    expect(() => parsePublicKey('-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----')).toThrow();
    expect(() => encryptPassword('abc123', 'bm90IGEga2V5')).toThrow();
  });
});

describe('hashThenEncrypt', () => {
  it('sends the lowercase hex SHA-256 of the password, RSA-encrypted', () => {
    const expected = createHash('sha256').update('abc123密码', 'utf8').digest('hex');
    expect(serverDecryptOaep(hashThenEncrypt('abc123密码', spkiPem))).toBe(expected);
  });

  it('follows the padding switch too', () => {
    const expected = createHash('sha256').update('abc123').digest('hex');
    expect(serverDecryptPkcs1(hashThenEncrypt('abc123', spkiPem, { padding: 'pkcs1' }))).toBe(expected);
  });
});
