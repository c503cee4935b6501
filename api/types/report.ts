/** POST /v1/client/errors (api/client/contract.ts): at most 20 reports per call; rate-limited (400008). */
export type { ClientErrorsBody as ClientErrorBatch } from '../client/contract';
