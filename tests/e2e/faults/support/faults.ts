/**
 * The fault-injection layer of the fault walks (issue 29): Playwright's request routing between the page and
 * the real local back office, no proxy of our own. `inject(page, call, fault)` makes the next matching call
 * (or the next `times` of them) misbehave the way production networks do; the calls after it reach the back
 * office untouched, so a retry on the page shows whether the walk recovers.
 *
 *   const purchase = await inject(page, { method: 'POST', path: '/v1/order/purchase' }, FAULTS.dropAnswer);
 *   …
 *   expect(purchase.hits).toBe(1);
 *
 * Going offline is the browser context's (`goOffline`/`goOnline`): it is not one call's fault.
 */
import type { Page, Request, Route } from '@playwright/test';

/** Which calls: the method (any when absent) and the path without query (exact string, or a pattern). */
export interface CallPattern {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | RegExp;
}

export type Fault =
  /** The answer comes, `ms` late (a slow back office). */
  | { kind: 'delay'; name: string; ms: number }
  /** A gateway in front of the back office answers with its own HTML error page. */
  | { kind: 'gateway'; name: string; status: 502 | 503 | 504 }
  /** The connection is reset before any answer; the back office never saw the request. */
  | { kind: 'reset'; name: string }
  /** The request reached the back office and was carried out; its answer never reached the browser. */
  | { kind: 'dropAnswer'; name: string }
  /** The call never answers (the page's own timeout must end it; see clockPastTimeout). */
  | { kind: 'hang'; name: string };

/** The faults by name; `name` is what the test titles say. */
export const FAULTS = {
  delay2s: { kind: 'delay', name: 'a 2 s delay', ms: 2_000 },
  delay15s: { kind: 'delay', name: 'a 15 s delay', ms: 15_000 },
  bad502: { kind: 'gateway', name: 'a 502 HTML page', status: 502 },
  bad503: { kind: 'gateway', name: 'a 503 HTML page', status: 503 },
  bad504: { kind: 'gateway', name: 'a 504 HTML page', status: 504 },
  reset: { kind: 'reset', name: 'a connection reset' },
  dropAnswer: { kind: 'dropAnswer', name: 'an answer lost after the server acted' },
  hang: { kind: 'hang', name: 'no answer past the 60 s timeout' },
} as const satisfies Record<string, Fault>;

/** The faults every write of every walk must survive (the answer is an error or lost before the server). */
export const FAILING_FAULTS: readonly Fault[] = [FAULTS.bad502, FAULTS.bad503, FAULTS.bad504, FAULTS.reset];

const REASON: Record<502 | 503 | 504, string> = {
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Time-out',
};

/** What nginx answers when the back office behind it is down or slow. */
export function gatewayPage(status: 502 | 503 | 504): string {
  const title = `${status} ${REASON[status]}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

export interface Injection {
  /** How many calls the fault has hit so far. */
  readonly hits: number;
  /** Every matching request seen (hit or passed through), in order. */
  readonly requests: Request[];
  /** Takes the fault away: later calls reach the back office. */
  remove(): Promise<void>;
}

const matches = (call: CallPattern, request: Request): boolean => {
  if (call.method && request.method() !== call.method) return false;
  const path = new URL(request.url()).pathname;
  return typeof call.path === 'string' ? path === call.path : call.path.test(path);
};

async function apply(route: Route, fault: Fault): Promise<void> {
  switch (fault.kind) {
    case 'delay': {
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      await route.continue().catch(() => undefined);
      return;
    }
    case 'gateway':
      await route.fulfill({
        status: fault.status,
        contentType: 'text/html',
        body: gatewayPage(fault.status),
      });
      return;
    case 'reset':
      await route.abort('connectionreset');
      return;
    case 'dropAnswer': {
      // The back office gets the very request (headers, cookies, body) and acts on it; the page gets nothing.
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    case 'hang':
      // Never fulfilled: the page's own abort (its timeout) ends the request.
      return;
  }
}

/**
 * Makes the next `times` calls matching `call` (1 by default; Infinity for all) meet `fault`; later ones pass.
 */
export async function inject(
  page: Page,
  call: CallPattern,
  fault: Fault,
  { times = 1 }: { times?: number } = {},
): Promise<Injection> {
  let hits = 0;
  const requests: Request[] = [];
  const urlMatches = (url: URL) =>
    typeof call.path === 'string' ? url.pathname === call.path : call.path.test(url.pathname);
  const handler = async (route: Route) => {
    const request = route.request();
    if (!matches(call, request)) return route.fallback();
    requests.push(request);
    if (hits >= times) return route.fallback();
    hits += 1;
    return apply(route, fault);
  };
  await page.route(urlMatches, handler);
  return {
    get hits() {
      return hits;
    },
    requests,
    remove: () => page.unroute(urlMatches, handler),
  };
}

/** The network is cut for the whole browser (navigator.onLine false, every request fails). */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
}

export async function goOnline(page: Page): Promise<void> {
  await page.context().setOffline(false);
}

/**
 * For the "past the 60 s timeout" case without waiting a minute: the page's timers are Playwright's fake
 * clock from the start (installed before the page loads; time flows as usual), and when a call hangs the
 * clock jumps 61 s so the portal's own 60 s timeout (shared/config HTTP_TIMEOUT_MS) fires as it would.
 */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install();
}

export async function clockPastTimeout(page: Page): Promise<void> {
  await page.clock.fastForward(61_000);
}
