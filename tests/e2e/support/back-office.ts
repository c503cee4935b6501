import { appendFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';

import { buildApp } from '../../../server/app';

const ROOT = path.join(__dirname, '..', '..', '..');
const DIST = path.join(ROOT, 'dist');

/**
 * A local back office serving the build in dist/ with the dev hooks, on a free loopback port, over a fresh
 * data folder `.data-e2e/<name>` (seeded with the demo accounts at start; kept afterwards to look into).
 * It logs as production does (info) to `back-office.log` in that folder, each line appended before the next
 * is written: a spec reads it all (log-secrets.spec.ts). The Playwright workers (fixtures.ts) and the engine
 * walks (tests/engines) each start their own.
 */
export async function startBackOffice(
  name: string,
): Promise<{ origin: string; logFile: string; close: () => Promise<void> }> {
  if (!existsSync(path.join(DIST, 'login.html'))) {
    throw new Error('dist/ has no build: run `npm run build` before the browser tests');
  }
  const builtAgreements = path.join(DIST, 'static-agreements');
  const dataDir = path.join(ROOT, '.data-e2e', name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'back-office.log');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      appendFileSync(logFile, chunk);
      done();
    },
  });
  const app = await buildApp({
    logger: { stream, level: 'info' },
    dataDir,
    staticDir: DIST,
    agreementsDir: existsSync(builtAgreements) ? builtAgreements : path.join(ROOT, 'static-agreements'),
    devHooks: true,
    // As deployed (deploy/README.md): the nginx of production-csp.spec.ts runs on this machine, and its
    // X-Forwarded-Host is believed from it alone (issue 39: never from any client).
    trustProxy: ['127.0.0.1'],
    // The browser tests log in many times: scrypt at the test-only cost (production's 2^17 is tested by jest).
    testOnlyScryptN: 2 ** 14,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, logFile, close: () => app.close() };
}
