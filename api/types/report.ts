/** POST /v1/client/errors: at most 20 reports per call; no session needed; rate-limited (400008). */
export type ClientErrorKind = 'error' | 'rejection' | 'api' | 'render';

export interface ClientErrorReport {
  kind: ClientErrorKind;
  /** ≤ 500 characters */
  message: string;
  /** ≤ 4000 characters */
  stack?: string;
  /** ≤ 500 characters */
  url: string;
  /** ISO 8601 */
  at: string;
}

export interface ClientErrorBatch {
  reports: ClientErrorReport[];
}
