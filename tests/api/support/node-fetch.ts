import vm from 'node:vm';

/**
 * jsdom's window has no fetch, Request or Response, and its AbortSignal, FormData and Blob are not the ones
 * Node's fetch (undici) accepts. The test borrows all of them from Node's own global — the outer realm,
 * which `vm.runInThisContext` reaches from inside jest's sandbox — so the base query runs real requests.
 */
const NAMES = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'FormData',
  'Blob',
  'File',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
] as const;

export function installNodeFetch(): void {
  const outer = vm.runInThisContext('globalThis') as Record<string, unknown>;
  const target = globalThis as unknown as Record<string, unknown>;
  for (const name of NAMES) target[name] = outer[name];
}

installNodeFetch();
