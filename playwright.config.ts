import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium against the local back office serving the production build (dist/).
 * There is no shared web server: each worker starts its own back office and every test restores its seeded
 * state first (tests/e2e/support/fixtures.ts, which also sets baseURL), so the tests run in any order and in
 * parallel.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  // Whole reset walks take ~20 s on a loaded 2-core machine; the budget is for the machine, not the behaviour.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // On CI one retry, so a test that failed once under load and passed again is reported as flaky (named in
  // the log and by scripts/run-tests.sh) instead of failing the whole submission; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
