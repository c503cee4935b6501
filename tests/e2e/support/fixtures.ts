/**
 * The `test` every browser spec uses. Each test makes its own state:
 *
 * - Each Playwright worker runs its own back office (in the worker's process, on a free loopback port, over
 *   its own data folder) serving dist/. Nothing of it is shared with the other worker: not the accounts, not
 *   the newest slider puzzle the dev hook reads, and not the clock, which `POST /__dev/clock` moves for the
 *   whole back office. A worker runs one test at a time, so a test that moves the clock moves it for itself.
 * - Before every test, `POST /__dev/state/restore` puts every table back to the seeded demo data: the test
 *   starts with the demo passwords, no lock, no session, no device nonce, no SMS in any send window, and the
 *   clock back where it started, whatever ran before it in this worker. The device nonces login-api.ts remembers are forgotten with them.
 *
 * So a test passes alone, after any other and next to any other, and the suite can run on several workers.
 * - page.goto and the other navigations wait for the page to hydrate (waitForHydrationOnNavigation).
 * - After every test that passed, axe checks the screen it ended on (support/axe.ts): a serious or critical
 *   finding fails the test.
 */
import { expect, test as base, type Page } from '@playwright/test';

import { expectAccessible } from './axe';
import { startBackOffice } from './back-office';
import { forgetDeviceNonces } from './login-api';

export interface BackOffice {
  /** http://127.0.0.1:<port>, the tests' baseURL. */
  origin: string;
  /** The back office's log (pino JSON lines, every request of this worker's tests so far), written at once. */
  logFile: string;
}

/**
 * A built page runs only after its first paint (deploy/boot-loader.ts): goto, reload, goBack and goForward
 * return once the page they land on has hydrated (`<html data-hydrated>`), as `load` meant before. A document
 * that is not one of the portal's pages (no #root: a PDF, about:blank) is taken as it comes.
 */
export function waitForHydrationOnNavigation(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page[typeof name]>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await page.waitForFunction(
          () => document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('root'),
          null,
          { timeout: 15_000 },
        );
        return response;
      },
    });
  }
}

export const test = base.extend<{ freshState: void; accessible: void }, { backOffice: BackOffice }>({
  backOffice: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const office = await startBackOffice(`worker-${workerInfo.workerIndex}`);
      await use({ origin: office.origin, logFile: office.logFile });
      await office.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  baseURL: async ({ backOffice }, use) => use(backOffice.origin),

  page: async ({ page }, use) => {
    waitForHydrationOnNavigation(page);
    await use(page);
  },

  freshState: [
    async ({ backOffice }, use) => {
      const answer = await fetch(`${backOffice.origin}/__dev/state/restore`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(answer.ok, `POST /__dev/state/restore: HTTP ${answer.status}`).toBe(true);
      forgetDeviceNonces();
      await use();
    },
    { auto: true },
  ],

  /** Every test's last screen passes axe (no serious or critical finding); specs check screens on the way too. */
  accessible: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || !page.url().startsWith('http')) return;
      await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };
