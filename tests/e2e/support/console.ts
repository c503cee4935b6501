import type { Page } from '@playwright/test';

/** Collects console errors, page errors and CSP violations while a test runs. */
export function watchConsole(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { problems };
}
