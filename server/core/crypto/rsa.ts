import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type RsaPadding = 'oaep' | 'pkcs1';

export interface RsaKeys {
  publicKeyPem: string;
  modulusHex: string;
  exponentHex: string;
  /**
   * Decrypts base64 ciphertext. OAEP throws on anything that is not a valid ciphertext for our key; PKCS#1
   * v1.5 never throws: a bad padding yields a synthetic message (implicit rejection, see pkcs1.ts).
   */
  decrypt(base64: string): Buffer;
  /** PKCS#1 v1.5: every failure must look like a wrong password (no distinct error, see password-input.ts). */
  implicitRejection: boolean;
}

const KEY_FILE = 'rsa-private.pem';

/** The key pair is generated at first start and kept in the data folder (mode 0600). */
export function loadRsaKeys(dataDir: string, padding: RsaPadding): RsaKeys {
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const temp = `${file}.tmp`;
    writeFileSync(temp, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    renameSync(temp, file);
  }
  const pem = readFileSync(file, 'utf8');
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    modulusHex: Buffer.from(jwk.n ?? '', 'base64url').toString('hex'),
    exponentHex: Buffer.from(jwk.e ?? '', 'base64url')
      .toString('hex')
      .replace(/^0+/, ''),
    decrypt: padding === 'pkcs1' ? pkcs1Decrypter(privateKey) : oaepDecrypter(privateKey),
    implicitRejection: padding === 'pkcs1',
  };
}

/**
 * RSAES-PKCS1-v1_5 with implicit rejection, as OpenSSL 3.2+ does it (Node 24 ships 3.5): a ciphertext whose
 * padding is wrong decrypts to a synthetic message derived from it and the key instead of an error, so
 * neither the answer nor its timing tells whether the padding held (no Bleichenbacher oracle). Node 20
 * refused PKCS#1 v1.5 decryption (CVE-2023-46809) and the project wrote this by hand; the runtime does it now.
 */
function pkcs1Decrypter(key: KeyObject) {
  return (base64: string) =>
    privateDecrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(base64, 'base64'));
}

function oaepDecrypter(key: KeyObject) {
  return (base64: string) =>
    privateDecrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
}
