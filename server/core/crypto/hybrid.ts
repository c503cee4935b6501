import { createDecipheriv, createHash } from 'node:crypto';

import type { HybridPayload } from '@/api/core/contract';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Decodes the hybrid scheme: `key` is the RSA-encrypted AES-256 key (base64), `data` is base64 of
 * iv (12 bytes) ‖ AES-256-GCM ciphertext ‖ tag (16 bytes) of the UTF-8 JSON body; no additional data.
 * Throws on a wrong key length, a short payload, a failed tag or invalid JSON.
 */
export function decodeHybrid(payload: HybridPayload, rsaDecrypt: (base64: string) => Buffer): unknown {
  const key = rsaDecrypt(payload.key);
  const bytes = Buffer.from(payload.data, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('payload too short');
  // A key of the wrong length (with PKCS#1 v1.5: what a bad padding decrypts to) still runs the AES-GCM
  // check with a stand-in key, so it fails after the same work as a wrong key of the right length.
  const aesKey = key.length === 32 ? key : createHash('sha256').update(key).digest();
  const iv = bytes.subarray(0, IV_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  let plain: Buffer | null = null;
  try {
    plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    plain = null;
  }
  if (key.length !== 32) throw new Error('AES key must be 32 bytes');
  if (!plain) throw new Error('AES-GCM authentication failed');
  return JSON.parse(plain.toString('utf8'));
}
