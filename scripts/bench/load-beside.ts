/**
 * A load of GET requests from a worker thread, its own event loop as a browser's is, until told to stop:
 * the batch phase measures the back office's answers while its thread confirms orders, and a client in
 * that same thread would wait for the chunks too (its sending and reading), counting the wait twice.
 * autocannon's worker mode loses its result when stopped early (its worker closes before it reports), hence
 * this small one: `connections` keep-alive connections, each sending the next request once answered.
 */
import { Worker } from 'node:worker_threads';

export interface LoadFigures {
  total: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  average: number;
  /** Answers that were not HTTP 200 with a success envelope, and requests that failed. */
  unexpected: number;
  errors: number;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, paths, connections, expected } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let stop = false, next = 0, unexpected = 0, errors = 0;
parentPort.on('message', () => { stop = true; });
const one = () => new Promise((resolve) => {
  const start = process.hrtime.bigint();
  const request = http.get(url + paths[next++ % paths.length], { agent }, (response) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk) => { body += chunk; });
    response.on('end', () => {
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (response.statusCode !== 200 || !body.startsWith(expected)) unexpected++;
      resolve();
    });
  });
  request.on('error', () => { errors++; resolve(); });
});
const loop = async () => { while (!stop) await one(); };
const started = Date.now();
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, unexpected, errors, seconds: (Date.now() - started) / 1000 });
});
`;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Loads `paths` in turn over `connections` connections until `until` settles; answers the figures. An answer
 * is expected to be a 200 whose body starts with `expected` (a success envelope unless told otherwise).
 */
export async function loadBeside(
  url: string,
  paths: string[],
  connections: number,
  until: Promise<unknown>,
  expected = '{"state":200000',
): Promise<LoadFigures> {
  const worker = new Worker(WORKER, { eval: true, workerData: { url, paths, connections, expected } });
  const done = new Promise<{ latencies: number[]; unexpected: number; errors: number; seconds: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  // Stopped whether the batch succeeded or not (its failure is the caller's to report).
  until.then(
    () => worker.postMessage('stop'),
    () => worker.postMessage('stop'),
  );
  const { latencies, unexpected, errors, seconds } = await done;
  await worker.terminate();
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    total: sorted.length,
    perSecond: round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    average: round(sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(1, sorted.length)),
    unexpected,
    errors,
  };
}
