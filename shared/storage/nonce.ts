import { readEntry, removeEntry, writeEntry } from './entry';
import { nonceEntry } from './registry';
import { getSecureKey, subtleCrypto } from './secure-keys';

/**
 * HMAC-SHA-256 of the upper-cased, trimmed account with this browser's secret key, in hex. A bare hash
 * of an ID number or phone could be reversed by trying them all; without the key it cannot.
 * Undefined where WebCrypto is unavailable (then no nonce is remembered).
 */
export async function accountKeyHash(account: string): Promise<string | undefined> {
  const key = await getSecureKey('nonce-hmac');
  const subtle = subtleCrypto();
  if (!key || !subtle) return undefined;
  try {
    const data = new TextEncoder().encode(account.trim().toUpperCase());
    const mac = new Uint8Array(await subtle.sign('HMAC', key, data));
    return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}

export async function readNonce(account: string): Promise<string | undefined> {
  const hash = await accountKeyHash(account);
  return hash ? readEntry(nonceEntry(hash)) : undefined;
}

/** Returns whether the nonce was remembered. */
export async function saveNonce(account: string, nonce: string): Promise<boolean> {
  const hash = await accountKeyHash(account);
  return hash && nonce ? writeEntry(nonceEntry(hash), nonce) : false;
}

/** @internal */
export async function removeNonce(account: string): Promise<void> {
  const hash = await accountKeyHash(account);
  if (hash) removeEntry(nonceEntry(hash));
}
