import { type Sealed, base64ToBytes, bytesToBase64 } from './sealed';
import { getSecureKey, subtleCrypto } from './secure-keys';

/**
 * AES-GCM with the browser's non-extractable vault key. The slot name is the additional data, so a
 * ciphertext copied into another slot does not open.
 */
export async function sealJson(value: unknown, slot: string): Promise<Sealed | undefined> {
  const key = await getSecureKey('account-vault');
  const subtle = subtleCrypto();
  if (!key || !subtle) return undefined;
  try {
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify(value));
    const additionalData = new TextEncoder().encode(slot);
    const ct = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, plain);
    return { iv: bytesToBase64(iv), ct: bytesToBase64(new Uint8Array(ct)) };
  } catch {
    return undefined;
  }
}

/** The value, or undefined when it cannot be opened (other key, tampered, other slot, not JSON). */
export async function openJson(sealed: Sealed, slot: string): Promise<unknown> {
  const key = await getSecureKey('account-vault');
  const subtle = subtleCrypto();
  if (!key || !subtle) return undefined;
  try {
    const iv = base64ToBytes(sealed.iv);
    const additionalData = new TextEncoder().encode(slot);
    const plain = await subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData },
      key,
      base64ToBytes(sealed.ct),
    );
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return undefined;
  }
}
