import { scrubText, scrubUrl } from './scrub';
import { MAX_BATCH, type ErrorReport, type ReportInput, type ReportSender, type Reporter } from './types';

export interface ReporterOptions {
  send: ReportSender;
  /** Reports per request, at most 20. */
  batchSize?: number;
  /** How long a report may wait for companions before the batch goes out. */
  flushMs?: number;
  /** Reports accepted per rolling minute; the rest are dropped (an error loop must not flood the server). */
  maxPerMinute?: number;
  now?: () => number;
  currentUrl?: () => string;
}

// The back office refuses longer fields (api/client/contract.ts).
const MAX_MESSAGE = 500;
const MAX_URL = 500;
const MAX_STACK = 4000;
const MINUTE = 60_000;

export function createReporter(options: ReporterOptions): Reporter {
  // 10 s batches keep a page under the back office's 10 calls a minute even at the 30-report cap.
  const { send, flushMs = 10_000, maxPerMinute = 30 } = options;
  const batchSize = Math.max(1, Math.min(options.batchSize ?? MAX_BATCH, MAX_BATCH));
  const now = options.now ?? (() => Date.now());
  const currentUrl = options.currentUrl ?? (() => (typeof location === 'undefined' ? '' : location.href));
  let queue: ErrorReport[] = [];
  let accepted: number[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function withinRate(at: number): boolean {
    accepted = accepted.filter((t) => at - t < MINUTE);
    if (accepted.length >= maxPerMinute) return false;
    accepted.push(at);
    return true;
  }

  async function deliver(batch: ErrorReport[]): Promise<void> {
    try {
      await send(batch);
    } catch {
      // Swallowed on purpose: a failed delivery reported again would loop.
    }
  }

  async function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const pending = queue;
    queue = [];
    for (let i = 0; i < pending.length; i += batchSize) {
      await deliver(pending.slice(i, i + batchSize));
    }
  }

  function report(input: ReportInput): void {
    const at = now();
    if (!withinRate(at)) return;
    queue.push({
      kind: input.kind,
      message: scrubText(String(input.message ?? '')).slice(0, MAX_MESSAGE),
      ...(input.stack ? { stack: scrubText(input.stack).slice(0, MAX_STACK) } : {}),
      url: scrubUrl(input.url ?? currentUrl()).slice(0, MAX_URL),
      at: new Date(at).toISOString(),
    });
    if (queue.length >= batchSize) void flush();
    else if (timer === undefined) timer = setTimeout(() => void flush(), flushMs);
  }

  function dispose(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    queue = [];
  }

  return { report, flush, dispose };
}
