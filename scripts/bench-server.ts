/**
 * npm run bench:server — login throughput of the local back office over loopback, RSA decryption and the
 * scrypt password check included. Starts the app on a free port with a throw-away data folder, runs
 * autocannon for ~10 s, prints requests per second and p99 latency, cleans up and exits.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { issueDeviceNonce } from '@/server/auth/device-nonces';
import { findPerson } from '@/server/auth/store';
import { grantCaptchaToken } from '@/server/captcha/captcha';
import { buildApp } from '@/server/core/app';
import { transaction } from '@/server/core/db/database';
import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';

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
const TOKENS = 3000;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  // Hard stop whatever happens: the benchmark must never hang a terminal or a CI job.
  const guard = setTimeout(
    () => {
      process.stderr.write('bench: timed out\n');
      process.exit(2);
    },
    (DURATION_S + 60) * 1000,
  );
  const app = await buildApp({ dataDir, devHooks: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const ctx = app.portal;
    // A device that passed the SMS step once, so every login goes all the way to a new session.
    const account = findPerson(ctx, DEMO.zhangSan.phone);
    const nonce = transaction(ctx, () => issueDeviceNonce(ctx, account?.id as number));
    // Captcha tokens are prepared directly: the benchmark measures the login, not the slider images.
    const tokens = Array.from({ length: TOKENS }, () => grantCaptchaToken(ctx));
    const password = publicEncrypt(
      { key: ctx.rsa.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(DEMO_PASSWORD),
    ).toString('base64');

    let next = 0;
    const states = new Map<number, number>();
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path: '/v1/auth/login',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: Request) => ({
            ...request,
            body: JSON.stringify({
              account: DEMO.zhangSan.phone,
              password,
              code: tokens[next++ % TOKENS],
              nonce,
            }),
          }),
          onResponse: (status: number, body: string) => {
            const state = (JSON.parse(body) as { state: number }).state;
            states.set(state, (states.get(state) ?? 0) + 1);
          },
        },
      ],
    });
    const lines = [
      `login (RSA-OAEP-2048 decrypt + scrypt N=${ctx.passwords.params.N} r=${ctx.passwords.params.r} p=${ctx.passwords.params.p} + session write), ${CONNECTIONS} connections, ${DURATION_S} s, ${os.cpus().length} CPUs`,
      `requests/s: ${result.requests.average.toFixed(1)} (total ${result.requests.total})`,
      `latency ms: p50 ${result.latency.p50}, p99 ${result.latency.p99}, average ${result.latency.average.toFixed(1)}`,
      `answers: ${[...states].map(([state, count]) => `${state} × ${count}`).join(', ')}; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (next > TOKENS || (states.get(200000) ?? 0) === 0) process.exitCode = 1;
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
