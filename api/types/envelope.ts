/**
 * The answer envelope every /v1 call returns, and the response states of spec §8 (identity-login-shared.md).
 * HTTP status is 200 for business errors; the back office uses 4xx/5xx (schema errors, unknown routes,
 * oversize bodies, rate limits, internal errors) only with this envelope too.
 */
export interface Envelope<T> {
  state: number;
  data: T | null;
  message: string;
}

// The response-state codes live once, in shared/enums/response-state.ts (portal and back office alike).
