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

import forge from 'node-forge';

export type RsaPadding = 'oaep' | 'pkcs1';

export interface RsaKeys {
  publicKeyPem: string;
  modulusHex: string;
  exponentHex: string;
  /** Decrypts base64 ciphertext; throws on anything that is not a valid ciphertext for our key. */
  decrypt(base64: string): Buffer;
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
    decrypt: padding === 'pkcs1' ? pkcs1Decrypter(pem) : oaepDecrypter(privateKey),
  };
}

function oaepDecrypter(key: KeyObject) {
  return (base64: string) =>
    privateDecrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
}

// Node 20 refuses PKCS#1 v1.5 private decryption (CVE-2023-46809): forge does it instead.
function pkcs1Decrypter(pem: string) {
  const key = forge.pki.privateKeyFromPem(pem);
  return (base64: string) =>
    Buffer.from(key.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5'), 'binary');
}
