import type { pki } from 'node-forge';

import { forge } from './forge';
import { parsePublicKey } from './public-key';

/**
 * RSA padding of encrypted passwords. OAEP with SHA-256 (and MGF1-SHA-256) unless the back office is
 * configured for PKCS#1 v1.5, which must then decrypt with a library that still allows it (Node 20 refuses
 * PKCS#1 v1.5 private decryption, CVE-2023-46809).
 */
export type RsaPadding = 'oaep-sha256' | 'pkcs1';
export const DEFAULT_RSA_PADDING: RsaPadding = 'oaep-sha256';

export interface RsaOptions {
  padding?: RsaPadding;
}

/** Encrypts a binary string (bytes) with the key; returns the binary ciphertext. */
export function rsaEncryptBytes(key: pki.rsa.PublicKey, bytes: string, options: RsaOptions = {}): string {
  const padding = options.padding ?? DEFAULT_RSA_PADDING;
  if (padding === 'pkcs1') return key.encrypt(bytes, 'RSAES-PKCS1-V1_5');
  const md = forge.md.sha256.create();
  return key.encrypt(bytes, 'RSA-OAEP', { md, mgf1: { md: forge.md.sha256.create() } });
}

/** The password's UTF-8 bytes RSA-encrypted with the key of `GET /v1/auth/secret`, in base64. */
export function encryptPassword(plain: string, publicKeyPem: string, options: RsaOptions = {}): string {
  const key = parsePublicKey(publicKeyPem);
  return forge.util.encode64(rsaEncryptBytes(key, forge.util.encodeUtf8(plain), options));
}

/** Lowercase hexadecimal SHA-256 of the UTF-8 text. */
export function sha256Hex(text: string): string {
  return forge.md.sha256.create().update(forge.util.encodeUtf8(text)).digest().toHex();
}

/** The calls that hash first: the lowercase hex SHA-256 of the password, then RSA-encrypted. */
export function hashThenEncrypt(plain: string, publicKeyPem: string, options: RsaOptions = {}): string {
  return encryptPassword(sha256Hex(plain), publicKeyPem, options);
}
