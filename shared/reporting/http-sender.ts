import { MAX_BATCH, type ErrorReport, type ReportSender } from './types';

export interface HttpSenderOptions {
  /** Absolute or same-origin address of POST /v1/client/errors. */
  url?: string;
  fetchFn?: typeof fetch;
}

export const CLIENT_ERRORS_PATH = '/v1/client/errors';

/**
 * Posts batches as `{ reports }` with keepalive, so a batch flushed on page hide still arrives. Plain fetch
 * rather than the API slice: a failing report must never pass through the global handler again.
 */
export function createHttpSender(options: HttpSenderOptions = {}): ReportSender {
  const url = options.url ?? CLIENT_ERRORS_PATH;
  return async (reports: ErrorReport[]) => {
    const fetchFn = options.fetchFn ?? fetch;
    for (let i = 0; i < reports.length; i += MAX_BATCH) {
      await fetchFn(url, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reports: reports.slice(i, i + MAX_BATCH) }),
      });
    }
  };
}
