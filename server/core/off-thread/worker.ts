import { parentPort, workerData } from 'node:worker_threads';

/** One worker of core/off-thread/pool.ts: runs the named job of the jobs module and answers with its result. */
type Job = (input: unknown) => unknown;
interface Request {
  id: number;
  job: string;
  input: unknown;
}

const { jobsFile, jobsExport } = workerData as { jobsFile: string; jobsExport: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports, security/detect-non-literal-require -- the jobs module is named by the pool
const jobs = (require(jobsFile) as Record<string, Record<string, Job>>)[jobsExport];

let running = 0;
let closing = false;

// Asked to close, the worker ends once the jobs it holds are answered: a thread terminated in the middle of a
// job aborts the whole process when the job had a zlib stream half made (Node's "close before init" check).
parentPort?.on('message', (message: Request | { close: true }) => {
  if ('close' in message) {
    closing = true;
    if (running === 0) parentPort?.close();
    return;
  }
  const { id, job, input } = message;
  running++;
  Promise.resolve()
    .then(() => jobs[job](input))
    .then(
      (output) => parentPort?.postMessage({ id, output }),
      (error: unknown) => parentPort?.postMessage({ id, error: String(error) }),
    )
    .finally(() => {
      running--;
      if (closing && running === 0) parentPort?.close();
    });
});
