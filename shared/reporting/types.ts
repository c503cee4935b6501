/** What the portal sends to POST /v1/client/errors (the back office's contract type mirrors this shape). */
export type ReportKind = 'error' | 'rejection' | 'api' | 'render';

export interface ErrorReport {
  kind: ReportKind;
  message: string;
  stack?: string;
  url: string;
  /** ISO 8601 instant. */
  at: string;
}

export interface ReportInput {
  kind: ReportKind;
  message: string;
  stack?: string;
  /** Defaults to the current page address. */
  url?: string;
}

/** Delivers one batch; may reject — the reporter swallows it, because reporting a failed report loops. */
export type ReportSender = (reports: ErrorReport[]) => Promise<void> | void;

export interface Reporter {
  report(input: ReportInput): void;
  /** Sends everything queued now (page hide, tests). */
  flush(): Promise<void>;
  /** Stops the timer and drops the queue. */
  dispose(): void;
}

/** The back office accepts at most this many reports per request. */
export const MAX_BATCH = 20;
