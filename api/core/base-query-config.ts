import { ENV, HTTP_TIMEOUT_MS } from '@/shared/config';

/**
 * What the base query needs from its surroundings, replaceable in tests: the API prefix ('' = this origin;
 * tests give the loopback server's absolute URL, since Request refuses relative URLs outside a page), the
 * timeout, the clock for the `t` parameter and fetch. Navigation is shared/routing's one seam.
 */
export interface BaseQueryConfig {
  baseUrl: string;
  timeoutMs: number;
  now: () => number;
  fetchFn: (request: Request) => Promise<Response>;
}

const defaults = (): BaseQueryConfig => ({
  baseUrl: ENV.apiBase,
  timeoutMs: HTTP_TIMEOUT_MS,
  now: () => Date.now(),
  // Looked up at call time: tests install fetch after this module loads.
  fetchFn: (request) => fetch(request),
});

let current: BaseQueryConfig = defaults();

/** @internal */
export function configureBaseQuery(changes: Partial<BaseQueryConfig>): void {
  current = { ...current, ...changes };
}

/** @internal */
export function resetBaseQueryConfig(): void {
  current = defaults();
}

export function getBaseQueryConfig(): BaseQueryConfig {
  return current;
}
