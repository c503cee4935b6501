import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { buildApp, type AppOptions, type PortalApp } from '@/server/app';
import { createClock, type Clock } from '@/server/core/clock';

export interface TestServer {
  app: PortalApp;
  url: string;
  dataDir: string;
  clock: Clock;
  /** Closes and starts again on the same data folder and clock (what survives a restart). */
  restart(): Promise<TestServer>;
  close(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
}

type Options = Partial<AppOptions>;

/** scrypt's cost in the server tests (production: 2^17, tested in tests/security/item-10). */
const TEST_SCRYPT_N = 2 ** 14;

/** Starts the back office on a free loopback port over a fresh (or given) data folder. */
export async function startServer(options: Options = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDataDir();
  const clock = options.clock ?? createClock();
  const app = await buildApp({
    ...options,
    dataDir,
    clock,
    devHooks: 'devHooks' in options ? options.devHooks : true,
    // The test-only scrypt cost keeps hundreds of logins fast; pass testOnlyScryptN: undefined for production's.
    testOnlyScryptN: 'testOnlyScryptN' in options ? options.testOnlyScryptN : TEST_SCRYPT_N,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    clock,
    async restart() {
      await app.close();
      return startServer({ ...options, dataDir, clock });
    },
    async close() {
      await app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The back office a test file shares: started (by `start`) before its first test, closed after its last.
 * Tests and hooks read it with `server()`.
 */
export function serverPerFile(start: () => Promise<TestServer> = () => startServer()): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('the file’s back office starts in beforeAll');
    return server;
  };
}

/**
 * The file's back office (serverPerFile) for tests that each ask for an SMS: before each test its clock moves
 * 61 s on, past the one-a-minute resend window of the test before.
 */
export function serverPerFileSmsApart(): () => TestServer {
  const server = serverPerFile();
  beforeEach(() => server().clock.advance(61));
  return server;
}
