import type { HttpClient } from './http-client';
import type { TestServer } from './server';

export interface Started {
  server: TestServer;
  browser: HttpClient;
}

/**
 * One back office for a whole test file: `start(...args)` runs before the file's tests (a server with an
 * investor signed in, handed to `keep`), the server closes after them; each test gets `timeout` ms.
 */
export function serverForFile<A extends unknown[]>(
  start: (...args: A) => Promise<Started>,
  args: A,
  keep: (started: Started) => void,
  timeout = 120000,
): void {
  jest.setTimeout(timeout);
  let server: TestServer | undefined;
  beforeAll(async () => {
    const started = await start(...args);
    server = started.server;
    keep(started);
  });
  afterAll(() => server?.close());
}
