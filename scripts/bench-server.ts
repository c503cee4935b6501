/**
 * npm run bench:server — the local back office over loopback, three figures:
 *   fund    GET /v1/fund (list, the 12 sorts and pages in turn), no session;
 *   orders  POST /v1/order/purchase: RSA-OAEP decrypt, trade-password check, suitability chain, limits, the
 *           order, its records and Idempotency-Key, the WAL's fsync before the answer;
 *   login   POST /v1/auth/login: RSA decrypt, scrypt (N=16384), a new session;
 *   batch   GET /v1/fund while the scheduler confirms 100 000 due orders in chunks: the batch's duration
 *           and the list's latency during it (the batch must not hold requests up);
 *   offload GET /healthz while 30 statement PDFs are laid out and 100 slider puzzles drawn (bench/offload.ts):
 *           both run on the back office's worker thread, so the health check's p99 stays under 50 ms.
 * The data folder is a throw-away one holding three years of NAV for every fund and 10 000 earlier orders
 * (confirmed by the real batch) before anything is measured. BENCH_DURATION (s), BENCH_CONNECTIONS,
 * BENCH_PHASES (fund,orders,login,batch,offload) and BENCH_BATCH_ORDERS (100000) override the defaults.
 */
import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { buildApp } from '@/server/app';
import { batchScheduler } from '@/server/batch/scheduler';
import { createClock } from '@/server/core/clock';
import { DEMO, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';
import { FUND_SORT_OPTION } from '@/shared/enums/fund';

import { loadBeside } from './bench/load-beside';
import { offload, OFFLOAD_P99_MS } from './bench/offload';
import {
  appliedOrders,
  BUYERS,
  captchaTokens,
  deviceNonce,
  earlierOrders,
  FUNDS,
  sessionCookie,
} from './bench/prepare';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface Result {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Request = { method: string; path: string; headers: Record<string, string>; body?: string };
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(__filename)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<Result>;

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PHASES = (process.env.BENCH_PHASES ?? 'fund,orders,login,batch,offload').split(',');
const EARLIER_ORDERS = 10_000;
const BATCH_ORDERS = Number(process.env.BENCH_BATCH_ORDERS ?? 100_000);
/** The target of the batch phase: the list's p99 while the batch runs. */
const BATCH_P99_MS = 50;
// A Monday morning: a trading day, before the cut-off, within the exchange calendar; the clock stands still.
const NOW = Date.parse('2026-11-23T10:00:00+08:00');
/** The 12 sort options of the fund list (spec §3), from the one list of them. */
const SORTS = Object.keys(FUND_SORT_OPTION);

/** Runs autocannon in this process for BENCH_DURATION; prints the figures. */
async function run(name: string, url: string, requests: unknown[], expected: (body: string) => boolean) {
  let wrong = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: (requests as Array<Record<string, unknown>>).map((request) => ({
      ...request,
      onResponse: (status: number, body: string) => {
        if (status !== 200 || !expected(body)) wrong++;
      },
    })),
  });
  const line = `${name}: ${result.requests.average.toFixed(1)} requests/s (total ${result.requests.total}), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, average ${result.latency.average.toFixed(1)} ms; unexpected answers ${wrong}, errors ${result.errors}, timeouts ${result.timeouts}`;
  process.stdout.write(`${line}\n`);
  if (wrong > 0 || result.errors > 0 || result.requests.total === 0) process.exitCode = 1;
}

/** The 12 sorts both ways, two pages each, in turn: what a list page asks. */
const LIST_PATHS = SORTS.flatMap((sort) =>
  [1, 2].map(
    (page) => `/v1/fund?sort=${sort}&order=${page === 1 ? 'desc' : 'asc'}&pageNum=${page}&pageSize=10&t=1`,
  ),
);

function listRequests() {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request: Request) => ({ ...request, path: LIST_PATHS[next++ % LIST_PATHS.length] }),
    },
  ];
}

const listAnswered = (body: string) => body.startsWith('{"state":200000');

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  // Hard stop whatever happens: the benchmark must never hang a terminal or a CI job.
  const guard = setTimeout(
    () => {
      process.stderr.write('bench: timed out\n');
      process.exit(2);
    },
    (PHASES.length * DURATION_S +
      180 +
      (PHASES.includes('batch') ? 900 : 0) +
      (PHASES.includes('offload') ? 300 : 0)) *
      1000,
  );
  const app = await buildApp({ dataDir, devHooks: false, clock: createClock(() => NOW) });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const ctx = app.portal;
    const encrypt = (plain: string) =>
      publicEncrypt(
        { key: ctx.rsa.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(plain),
      ).toString('base64');
    const { batchMs } = await earlierOrders(app, EARLIER_ORDERS, '20261123');
    const count = (table: string) => ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)?.n ?? 0;
    const size = (file: string) => (statSync(path.join(dataDir, file)).size / 1048576).toFixed(1);
    process.stdout.write(
      `data: ${count('fund_navs')} NAVs of ${count('funds')} funds, ${count('orders')} orders (${count('confirmations')} confirmed by the batch in ${(batchMs / 1000).toFixed(1)} s), ${count('holdings')} holdings; database ${size('portal.sqlite')} MB, WAL ${size('portal.sqlite-wal')} MB; ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}; ${CONNECTIONS} connections, ${DURATION_S} s each\n`,
    );

    if (PHASES.includes('fund')) await run('GET /v1/fund', url, listRequests(), listAnswered);

    if (PHASES.includes('orders')) {
      const cookies = await Promise.all(BUYERS.map((who) => sessionCookie(app, encrypt, who)));
      const password = encrypt(DEMO_TRADE_PASSWORD);
      let next = 0;
      const requests = [
        {
          method: 'POST',
          path: '/v1/order/purchase',
          setupRequest: (request: Request) => {
            const n = next++;
            const who = n % BUYERS.length;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                cookie: cookies[who],
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify({
                fundCode: FUNDS[n % FUNDS.length],
                tradeAccount: DEMO[BUYERS[who]].tradeAccounts[0],
                applySum: '100.00',
                capitalMode: '1',
                password,
              }),
            };
          },
        },
      ];
      await run('POST /v1/order/purchase', url, requests, (body) => body.startsWith('{"state":200000'));
    }

    if (PHASES.includes('login')) {
      const nonce = deviceNonce(app, DEMO.zhangSan.phone);
      const tokens = captchaTokens(app, 3000);
      const password = encrypt(DEMO_PASSWORD);
      let next = 0;
      const requests = [
        {
          method: 'POST',
          path: '/v1/auth/login',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: Request) => ({
            ...request,
            body: JSON.stringify({
              account: DEMO.zhangSan.phone,
              password,
              code: tokens[next++ % tokens.length],
              nonce,
            }),
          }),
        },
      ];
      await run('POST /v1/auth/login', url, requests, (body) => body.startsWith('{"state":200000'));
      if (next > tokens.length) process.exitCode = 1;
    }
    if (PHASES.includes('batch')) {
      const prepared = performance.now();
      appliedOrders(app, BATCH_ORDERS, '20261123');
      process.stdout.write(
        `batch: ${BATCH_ORDERS} orders applied and due, written in ${((performance.now() - prepared) / 1000).toFixed(1)} s; WAL ${size('portal.sqlite-wal')} MB\n`,
      );
      // What the scheduler does at 00:00 (the clock stands still here, so it is started by hand).
      const started = performance.now();
      const batch = batchScheduler(ctx)
        .runNow()
        .then((day) => ({ day, ms: performance.now() - started }));
      const during = await loadBeside(url, LIST_PATHS, CONNECTIONS, batch);
      process.stdout.write(
        `GET /v1/fund during the batch (from a worker thread): ${during.perSecond} requests/s (total ${during.total}), latency p50 ${during.p50} ms, p99 ${during.p99} ms, max ${during.max} ms, average ${during.average} ms; unexpected answers ${during.unexpected}, errors ${during.errors}\n`,
      );
      const { day, ms } = await batch;
      const done = day.batch.confirmed.length + day.batch.partlyConfirmed.length + day.batch.failed.length;
      process.stdout.write(
        `batch: ${done} orders confirmed in ${(ms / 1000).toFixed(1)} s (${(done / (ms / 1000)).toFixed(0)}/s), ${day.batch.waiting.length} waiting; GET /v1/fund p99 ${during.p99} ms during it (target < ${BATCH_P99_MS} ms)\n`,
      );
      const wrong = during.unexpected + during.errors;
      if (done !== BATCH_ORDERS || wrong > 0 || during.total === 0 || during.p99 >= BATCH_P99_MS) {
        process.exitCode = 1;
      }
    }
    if (PHASES.includes('offload')) {
      const cookies = await Promise.all(BUYERS.map((who) => sessionCookie(app, encrypt, who)));
      const { health, pdfs, puzzles } = await offload(url, cookies);
      process.stdout.write(
        `GET /healthz while PDFs and slider puzzles are made: ${health.perSecond} requests/s (total ${health.total}), latency p50 ${health.p50} ms, p99 ${health.p99} ms, max ${health.max} ms (target p99 < ${OFFLOAD_P99_MS} ms); PDFs served ${pdfs.served}, refused ${pdfs.refused}, failed ${pdfs.failed}; puzzles served ${puzzles.served}, refused ${puzzles.refused}, failed ${puzzles.failed}\n`,
      );
      const wrong = health.unexpected + health.errors + pdfs.failed + puzzles.failed;
      if (wrong > 0 || pdfs.served === 0 || health.p99 >= OFFLOAD_P99_MS) process.exitCode = 1;
    }
    process.stdout.write(
      `after: ${count('orders')} orders; database ${size('portal.sqlite')} MB, WAL ${size('portal.sqlite-wal')} MB\n`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    clearTimeout(guard);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
