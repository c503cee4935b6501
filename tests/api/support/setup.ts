import './node-fetch';

import { api } from '@/api/core/base-api';
import { configureBaseQuery, resetBaseQueryConfig } from '@/api/core/base-query-config';
import { resetNavigator, setNavigator } from '@/shared/routing';
import { makeStore } from '@/store';

import { TestServer } from './test-server';

/**
 * The common frame of an API test: a loopback server for the file, the base query pointed at it with a
 * recorded navigation, and a fresh store per test. `@/shared/ui` must be mocked by the test file (jest
 * hoists jest.mock only there).
 */
export function useApiTestServer(options: { timeoutMs?: number } = {}) {
  const server = new TestServer();
  const navigations: string[] = [];

  beforeAll(async () => {
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
  });
  beforeEach(() => {
    // Module mocks (the toast, the dialog) keep their calls across tests unless cleared.
    jest.clearAllMocks();
    server.reset();
    navigations.length = 0;
    setNavigator((url) => navigations.push(url));
    configureBaseQuery({
      baseUrl: server.baseUrl,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
  });
  afterEach(() => {
    resetBaseQueryConfig();
    resetNavigator();
  });

  function setup() {
    const store = makeStore();
    return { store, server, navigations };
  }

  return { server, navigations, setup, api };
}
