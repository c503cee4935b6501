import { createDecipheriv } from 'node:crypto';

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
  if (key.length !== 32) throw new Error('AES key must be 32 bytes');
  const bytes = Buffer.from(payload.data, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('payload too short');
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  const plain = Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8'));
}
