/**
 * Per-browser secret keys that never ship in the bundle and never leave the browser: WebCrypto keys created
 * non-extractable and persisted in IndexedDB (which stores CryptoKey objects as they are). WebCrypto exists
 * only in secure contexts (https, localhost); without it, or without IndexedDB, every getter yields
 * undefined and callers simply do not remember anything.
 */
const DB_NAME = 'gzzg-secure';
const STORE = 'keys';

export type SecureKeyName = 'nonce-hmac' | 'account-vault';

const ALGORITHMS: Record<SecureKeyName, { params: HmacKeyGenParams | AesKeyGenParams; usages: KeyUsage[] }> =
  {
    'nonce-hmac': { params: { name: 'HMAC', hash: 'SHA-256', length: 256 }, usages: ['sign'] },
    'account-vault': { params: { name: 'AES-GCM', length: 256 }, usages: ['encrypt', 'decrypt'] },
  };

export function subtleCrypto(): SubtleCrypto | undefined {
  try {
    return globalThis.crypto?.subtle ?? undefined;
  } catch {
    return undefined;
  }
}

function idbFactory(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB ?? undefined;
  } catch {
    return undefined;
  }
}

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

function isUsableKey(value: unknown, name: SecureKeyName): value is CryptoKey {
  if (typeof CryptoKey !== 'undefined' && !(value instanceof CryptoKey)) return false;
  const key = value as Partial<CryptoKey> | undefined;
  return key?.algorithm?.name === ALGORITHMS[name].params.name && key.extractable === false;
}

/** Stores `fresh` unless another tab stored a key first, in one transaction; returns the key in use. */
function keepOrStore(
  db: IDBDatabase,
  name: SecureKeyName,
  fresh: CryptoKey | undefined,
): Promise<CryptoKey | undefined> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    let result: CryptoKey | undefined;
    const get = store.get(name);
    get.onsuccess = () => {
      if (isUsableKey(get.result, name)) result = get.result;
      else if (fresh) {
        store.put(fresh, name);
        result = fresh;
      }
    };
    tx.oncomplete = () => resolve(result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

async function loadOrCreate(factory: IDBFactory, subtle: SubtleCrypto, name: SecureKeyName) {
  const db = await openDb(factory);
  try {
    const existing = await keepOrStore(db, name, undefined);
    if (existing) return existing;
    const { params, usages } = ALGORITHMS[name];
    const fresh = await subtle.generateKey(params, false, usages);
    return await keepOrStore(db, name, fresh);
  } finally {
    db.close();
  }
}

// One lookup per key and per IndexedDB factory (a new factory means a new, empty browser profile in tests).
const cache = new WeakMap<IDBFactory, Map<SecureKeyName, Promise<CryptoKey | undefined>>>();

/** The named key, created on first use; undefined when this browser context cannot keep one. */
export function getSecureKey(name: SecureKeyName): Promise<CryptoKey | undefined> {
  const factory = idbFactory();
  const subtle = subtleCrypto();
  if (!factory || !subtle) return Promise.resolve(undefined);
  let keys = cache.get(factory);
  if (!keys) cache.set(factory, (keys = new Map<SecureKeyName, Promise<CryptoKey | undefined>>()));
  let pending = keys.get(name);
  if (!pending) {
    pending = loadOrCreate(factory, subtle, name).catch(() => undefined);
    keys.set(name, pending);
  }
  return pending;
}
