import { createHash } from 'node:crypto';

import { accountKeyHash, readNonce, removeNonce, saveNonce } from '@/shared/storage';
import { getSecureKey } from '@/shared/storage/secure-keys';

import { removeWebCrypto, resetBrowserStores, restoreWebCrypto } from '../support/web-platform';

const ID = '11010119900307451x';

beforeEach(async () => {
  restoreWebCrypto();
  await resetBrowserStores();
});

function storedKeys(): string[] {
  return Object.keys(localStorage);
}

describe('the nonce of an account', () => {
  it('is found again by the same account in any letter case and with blanks around', async () => {
    expect(await saveNonce(ID, 'nonce-1')).toBe(true);
    expect(await readNonce(` ${ID.toUpperCase()} `)).toBe('nonce-1');
    expect(await readNonce('13800000001')).toBeUndefined();
  });

  it('is stored under a keyed hash: neither the account nor its bare hash appears', async () => {
    await saveNonce(ID, 'nonce-1');
    const bare = createHash('sha256').update(ID.toUpperCase()).digest('hex');
    const [key] = storedKeys();
    expect(key).toMatch(/^gzzg\.nonce\.[0-9a-f]{64}$/);
    expect(key).not.toContain(bare);
    expect(JSON.stringify(localStorage)).not.toMatch(/110101|451x|451X/);
  });

  it('uses a secret of this browser: another browser profile gets another hash', async () => {
    const here = await accountKeyHash(ID);
    await resetBrowserStores();
    expect(await accountKeyHash(ID)).not.toBe(here);
  });

  it('keeps the same secret across page loads (persisted in IndexedDB)', async () => {
    const first = await accountKeyHash(ID);
    let reloaded: string | undefined;
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@/shared/storage');
      reloaded = await fresh.accountKeyHash(ID);
    });
    expect(reloaded).toBe(first);
  });

  it('keeps its HMAC key non-extractable', async () => {
    const key = await getSecureKey('nonce-hmac');
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
  });

  it('can be removed', async () => {
    await saveNonce(ID, 'nonce-1');
    await removeNonce(ID);
    expect(await readNonce(ID)).toBeUndefined();
    expect(storedKeys()).toEqual([]);
  });

  it('is simply not remembered where WebCrypto is missing (http pages)', async () => {
    removeWebCrypto();
    expect(await saveNonce(ID, 'nonce-1')).toBe(false);
    expect(await readNonce(ID)).toBeUndefined();
    expect(storedKeys()).toEqual([]);
  });

  it('ignores a corrupt stored nonce', async () => {
    await saveNonce(ID, 'nonce-1');
    localStorage.setItem(storedKeys()[0], '{"v":1,"d":42}');
    expect(await readNonce(ID)).toBeUndefined();
  });
});
