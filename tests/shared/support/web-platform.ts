/**
 * jsdom has no SubtleCrypto, TextEncoder, structuredClone or IndexedDB; browsers in a secure context have
 * all four. This installs Node's implementations (and fake-indexeddb) so storage code runs as in a browser.
 * Import it first in a test file; `removeWebCrypto()` simulates an insecure (http) context.
 */
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';

// Node's own structured clone (it clones CryptoKey, which fake-indexeddb must store).
function nodeStructuredClone<T>(value: T): T {
  const { port1, port2 } = new MessageChannel();
  try {
    port1.postMessage(value);
    return receiveMessageOnPort(port2)?.message as T;
  } finally {
    port1.close();
    port2.close();
  }
}

function define(name: string, value: unknown): void {
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}

define('structuredClone', nodeStructuredClone);
define('TextEncoder', TextEncoder);
define('TextDecoder', TextDecoder);
define('crypto', webcrypto);

// Loaded after structuredClone exists: fake-indexeddb clones every stored value with it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('fake-indexeddb/auto');

export function removeWebCrypto(): void {
  define('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
}

export function restoreWebCrypto(): void {
  define('crypto', webcrypto);
}

/** A fresh, empty IndexedDB and localStorage (fake-indexeddb keeps its databases per module registry). */
export async function resetBrowserStores(): Promise<void> {
  localStorage.clear();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { IDBFactory } = require('fake-indexeddb');
  define('indexedDB', new IDBFactory());
}
