/**
 * The answer envelope every /v1 call returns (declared once in api/core/contract.ts). HTTP status is 200
 * for business errors; the back office uses 4xx/5xx (schema errors, unknown routes, oversize bodies, rate
 * limits, internal errors) only with this envelope too.
 */
export type { Envelope } from '../core/contract';

// The response-state codes live once, in shared/enums/response-state.ts (portal and back office alike).
