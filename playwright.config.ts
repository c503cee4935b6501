import { defineConfig } from '@playwright/test';

/** Browser tests: Debian's Chromium against the local back office serving the production build (dist/). */
const PORT = Number(process.env.E2E_PORT ?? 8190);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
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
  webServer: {
    // A fresh data folder per run: the demo accounts start as seeded.
    command: 'rm -rf .data-e2e && npx tsx server/start.ts',
    url: `${BASE_URL}/login.html`,
    env: { PORT: String(PORT), PORTAL_DATA_DIR: '.data-e2e', PORTAL_DEV_HOOKS: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
