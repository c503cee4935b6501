import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** A job table: name → function of one structured-cloneable input (see server/off-thread-jobs.ts). */
type Jobs = Record<string, (input: never) => unknown>;
type InputOf<F> = F extends (input: infer I) => unknown ? I : never;
type OutputOf<F> = F extends (input: never) => infer O ? Awaited<O> : never;

export interface OffThread<J extends Jobs> {
  /** Runs one job on a worker thread; jobs queue in order when every worker is busy. */
  run<K extends keyof J & string>(job: K, input: InputOf<J[K]>): Promise<OutputOf<J[K]>>;
  /** Ends the workers; jobs not yet answered are refused. */
  close(): Promise<void>;
}

interface Pending {
  worker: Worker;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

// The workers run TypeScript as the back office does: tsx is registered in the thread before the entry loads.
const bootstrap = (entry: string) =>
  `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();` +
  `require(${JSON.stringify(entry)});`;

/**
 * Worker threads for the jobs of `jobsFile`'s export `jobsExport`, started on first use (a test that never
 * draws a PDF starts none), `size` of them, each taking the next job in turn.
 */
export function createOffThread<J extends Jobs>(
  jobsFile: string,
  jobsExport: string,
  size: number,
): OffThread<J> {
  const workers: Worker[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let closed = false;

  const start = (): Worker => {
    const worker = new Worker(bootstrap(path.join(__dirname, 'worker.ts')), {
      eval: true,
      workerData: { jobsFile, jobsExport },
    });
    worker.on('message', ({ id, output, error }: { id: number; output?: unknown; error?: string }) => {
      const job = pending.get(id);
      pending.delete(id);
      if (error === undefined) job?.resolve(output);
      else job?.reject(new Error(error));
    });
    worker.on('error', (error: Error) => {
      // A crashed worker fails what it held; the next job starts a new one.
      workers.splice(workers.indexOf(worker), 1);
      for (const [id, job] of pending) {
        if (job.worker !== worker) continue;
        pending.delete(id);
        job.reject(error);
      }
    });
    worker.unref();
    workers.push(worker);
    return worker;
  };

  return {
    run(job, input) {
      if (closed) return Promise.reject(new Error('off-thread pool closed'));
      const id = nextId++;
      const worker = workers.length < size ? start() : workers[id % workers.length];
      return new Promise((resolve, reject) => {
        pending.set(id, { worker, resolve: resolve as (output: unknown) => void, reject });
        worker.postMessage({ id, job, input });
      });
    },
    async close() {
      closed = true;
      for (const job of pending.values()) job.reject(new Error('off-thread pool closed'));
      pending.clear();
      await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
    },
  };
}
