import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** One AES-256-GCM key per purpose, derived from the server secret (a token of one purpose opens no other). */
const keyOf = (secret: Buffer, purpose: string) =>
  createHmac('sha256', secret).update(`sealed:${purpose}`).digest();

/**
 * Seals a short text into an opaque URL-safe token (base64url of iv, tag, ciphertext). The same text gives the
 * same token (the iv is a keyed hash of the text, as in SIV), so a token names one thing steadily and an iv is
 * never used for two texts.
 */
export function seal(secret: Buffer, purpose: string, text: string): string {
  const key = keyOf(secret, purpose);
  const iv = createHmac('sha256', key).update(`iv:${text}`).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed text, or null when the token was not sealed by this server for this purpose (or was altered). */
export function unseal(secret: Buffer, purpose: string, token: string): string | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
