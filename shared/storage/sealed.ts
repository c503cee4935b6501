import { isNonEmptyString, isRecord } from './guards';

/** An AES-GCM ciphertext as stored: base64 iv and base64 ciphertext-with-tag. */
export interface Sealed {
  iv: string;
  ct: string;
}

export function isSealed(value: unknown): value is Sealed {
  return isRecord(value) && isNonEmptyString(value.iv) && isNonEmptyString(value.ct);
}

export function isSealedOrNull(value: unknown): value is Sealed | null {
  return value === null || isSealed(value);
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
