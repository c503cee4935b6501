import path from 'node:path';

import type { Page } from '@playwright/test';

import { CONTENT_SECURITY_POLICY } from '../../deploy/security-headers';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { DEMO, logInPerson } from './support/login-steps';
import { type RunningNginx, startNginx, stopNginx } from './support/nginx';

/**
 * The production setup: deploy/nginx.conf (through deploy/run-nginx.sh) serving dist/ and proxying /v1 to
 * the local back office (this worker's own, fixtures.ts). Every page must run under the production CSP
 * without a single violation.
 */
const DIST = path.join(__dirname, '..', '..', 'dist');
let nginx: RunningNginx;

test.beforeAll(async ({ backOffice }) => {
  nginx = await startNginx(backOffice.origin, DIST);
});

test.afterAll(async () => {
  if (nginx) await stopNginx(nginx);
});

type Violation = { directive: string; blocked: string; source: string; line: number; sample: string };

/**
 * Records `securitypolicyviolation` events in window.__cspViolations and, so that none is lost when the
 * page navigates away (index.html → login.html), also on this side. Console errors and warnings too.
 */
async function watchCsp(page: Page): Promise<{ violations: Violation[]; problems: string[] }> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    const target = window as unknown as {
      __cspViolations: unknown[];
      __reportCspViolation: (violation: unknown) => void;
    };
    target.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const violation = {
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
        };
        target.__cspViolations.push(violation);
        void target.__reportCspViolation(violation);
      },
      true,
    );
  });
  return { violations, problems: watchConsole(page).problems };
}

/** Lets late work (lazy chunks, fonts, effects) happen, then checks both records are empty. */
async function expectNoViolation(page: Page, seen: { violations: Violation[]; problems: string[] }) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations),
  ).toEqual([]);
  expect(seen.violations).toEqual([]);
  expect(seen.problems).toEqual([]);
}

function expectProductionHeaders(headers: Record<string, string>): void {
  expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // nginx names itself (the back office sends no Server header) but gives no version.
  expect(headers['server']).toBe('nginx');
  expect(headers['x-powered-by']).toBeUndefined();
}

const PAGES = [
  { file: 'login.html', heading: '国证资管 投资者服务' },
  { file: 'gwlogin.html', heading: '财富顾问登录' },
  { file: 'reset.html', heading: '找回登录密码' },
  { file: 'org-reset.html', heading: '机构找回登录密码' },
] as const;

for (const { file, heading } of PAGES) {
  test(`${file} through nginx: production headers, no CSP violation`, async ({ page }) => {
    const seen = await watchCsp(page);
    const response = await page.goto(`${nginx.origin}/${file}`);
    expect(response?.status()).toBe(200);
    expectProductionHeaders(response!.headers());
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoViolation(page, seen);
  });
}

test('index.html#/hall without a session goes to login.html, no CSP violation on the way', async ({
  page,
}) => {
  const seen = await watchCsp(page);
  const response = await page.goto(`${nginx.origin}/index.html#/hall`);
  expectProductionHeaders(response!.headers());
  await page.waitForURL(/\/login\.html/);
  await expect(page.getByRole('heading', { level: 1, name: '国证资管 投资者服务' })).toBeVisible();
  await expectNoViolation(page, seen);
});

test('an agreement PDF comes with the production headers, inline, as application/pdf', async ({ page }) => {
  const response = await page.request.get(`${nginx.origin}/static-agreements/privacy-policy.pdf`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expectProductionHeaders(headers);
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toMatch(
    /^inline; filename="privacy-policy\.pdf"; filename\*=UTF-8''/,
  );
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('GET /v1/auth/secret from a page goes through nginx to the back office', async ({ page, baseURL }) => {
  const seen = await watchCsp(page);
  await page.goto(`${nginx.origin}/login.html`);
  // From the page itself: connect-src 'self' must allow it.
  const inPage = await page.evaluate(async () => {
    const answer = await fetch('/v1/auth/secret');
    return { status: answer.status, body: (await answer.json()) as { data: { publicKey: string } } };
  });
  expect(inPage.status).toBe(200);
  expect(inPage.body.data.publicKey).toContain('BEGIN PUBLIC KEY');
  const direct = await page.request.get(`${baseURL}/v1/auth/secret`);
  expect(((await direct.json()) as { data: { publicKey: string } }).data.publicKey).toBe(
    inPage.body.data.publicKey,
  );
  const proxied = await page.request.get(`${nginx.origin}/v1/auth/secret`);
  expectProductionHeaders(proxied.headers());
  await expectNoViolation(page, seen);
});

test('a login through nginx reaches the hall with no CSP violation', async ({ page }) => {
  const seen = await watchCsp(page);
  await page.goto(`${nginx.origin}/login.html`);
  // The dev hooks (captcha answer, SMS outbox) are not under /v1: the helpers read them from the back
  // office directly (page.request's baseURL), everything the browser does goes through nginx.
  await logInPerson(page, DEMO.zhangSan.phone, DEMO.zhangSan.phone);
  expect(new URL(page.url()).origin).toBe(nginx.origin);
  await expect(page.getByRole('heading', { level: 1, name: '大厅' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '我的信息' })).toBeVisible();
  await expectNoViolation(page, seen);
});

test('control: an inline script and an inline style are reported (the watcher above can fail)', async ({
  page,
}) => {
  const seen = await watchCsp(page);
  await page.goto(`${nginx.origin}/login.html`);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { color: red; }';
    document.head.append(style);
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
  });
  await expect
    .poll(() => seen.violations.map((violation) => violation.directive).sort())
    .toEqual(['script-src-elem', 'style-src-elem']);
  expect(await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(false);
  expect(seen.problems.some((problem) => problem.includes('Content Security Policy'))).toBe(true);
});
