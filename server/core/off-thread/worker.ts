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

parentPort?.on('message', ({ id, job, input }: Request) => {
  Promise.resolve()
    .then(() => jobs[job](input))
    .then(
      (output) => parentPort?.postMessage({ id, output }),
      (error: unknown) => parentPort?.postMessage({ id, error: String(error) }),
    );
});
