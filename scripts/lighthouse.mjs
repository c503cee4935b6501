/**
 * Lighthouse 12 (its default mobile preset: a Moto G Power on slow 4G, 4x CPU slowdown) with Debian's Chromium
 * on every page, served as production serves them: deploy/nginx.conf over HTTPS and HTTP/2 (deploy/run-nginx.sh
 * with TLS=self-signed), the local back office behind it (--direct: from the back office itself, plain HTTP/1.1,
 * as `npm start` serves them, the way of the figures before 2026-12-08). Three runs per page; the run with the
 * median score is kept. Prints LCP, TBT, CLS and the score, writes dist/lighthouse.json. index.html without a
 * session goes on to the login page (what a first visit sees).
 * With --signed-in it logs the demo investor 张三 in through the API (slider and SMS through the dev hooks, as the
 * browser tests do) in trading hours (the back office's clock moved on to its next trading day's 10:00 when it
 * stands outside them, so the order page runs its whole chain of checks), passes the session cookie to every
 * request and measures the signed-in screens instead (dist/lighthouse-signed-in.json).
 * Usage: CHROME_PATH=/usr/bin/chromium node scripts/lighthouse.mjs [--no-build] [--runs N] [--signed-in] [--direct]
 *
 * Plain Node on purpose: Lighthouse sends some of its own functions to the page as source text, and tsx's
 * transform would add a helper (__name) to them that the page does not have. The back office runs apart
 * (tsx server/start.ts) on a free port with a throwaway data folder.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import lighthouse from 'lighthouse';

import { buildAndStartBackOffice, freePort, signInDuringTradingHours, stop } from './measure/back-office.mjs';
import { startNginxHttps } from './measure/nginx-https.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = JSON.parse(readFileSync(path.join(ROOT, 'shared/routing/pages.json'), 'utf8'));
const DIST = path.join(ROOT, 'dist');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const SIGNED_IN = process.argv.includes('--signed-in');
const DIRECT = process.argv.includes('--direct');

/** The screens an investor spends time on (issue 30), measured signed in as 张三. */
const SIGNED_IN_SCREENS = {
  hall: 'index.html#/hall',
  'user-centre': 'index.html#/hall/user/info',
  purchase: 'index.html#/trade-center/purchase',
  'purchase-order': 'index.html#/trade-center/purchase/order?id=970031',
  redeem: 'index.html#/trade-center/redeem',
  assets: 'index.html#/assets',
  'signing-records': 'index.html#/trade-center/signing-records',
  questionnaires: 'index.html#/hall/user/questionnaire/list',
};

/** @typedef {{ score: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number }} Figures */

/** Debian's Chromium, headless, with the DevTools port Lighthouse drives. */
async function startChromium(dataDir) {
  const port = await freePort();
  const child = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // nginx's throwaway certificate for 127.0.0.1 (scripts/measure/nginx-https.mjs).
      '--ignore-certificate-errors',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${path.join(dataDir, 'chromium')}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, kill: () => stop(child) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('Chromium did not start');
}

/** @returns {Promise<Figures>} */
async function measure(url, port, cookie) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
  };
}

async function main() {
  const { dataDir, backOffice, origin } = await buildAndStartBackOffice('portal-lighthouse-');
  const front = DIRECT ? undefined : await startNginxHttps(origin);
  const site = front?.origin ?? origin;
  const chrome = await startChromium(dataDir);
  /** @type {Record<string, Figures & { runs: Figures[] }>} */
  const report = {};
  try {
    const cookie = SIGNED_IN ? await signInDuringTradingHours(origin) : undefined;
    const targets = SIGNED_IN
      ? Object.entries(SIGNED_IN_SCREENS)
      : Object.values(PAGES).map((page) => [page.name, page.file]);
    for (const [name, address] of targets) {
      /** @type {Figures[]} */
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${site}/${address}`, chrome.port, cookie));
      const median = [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs)[
        Math.floor(runs.length / 2)
      ];
      if (median) report[name] = { ...median, runs };
    }
  } finally {
    await chrome.kill();
    if (front) await stop(front.nginx);
    await stop(backOffice);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  const output = path.join(DIST, SIGNED_IN ? 'lighthouse-signed-in.json' : 'lighthouse.json');
  writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `Lighthouse (mobile${SIGNED_IN ? ', signed in' : ''}, ${DIRECT ? 'the back office directly, HTTP/1.1' : 'nginx, HTTPS and HTTP/2'}), median of ${RUNS}\npage             score  LCP       TBT     CLS    FCP`,
  );
  for (const [name, f] of Object.entries(report)) {
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `${name.padEnd(16)} ${String(f.score).padEnd(6)} ${s(f.lcpMs).padEnd(9)} ${`${f.tbtMs} ms`.padEnd(7)} ${String(f.cls).padEnd(6)} ${s(f.fcpMs)}`,
    );
  }
  console.log(`written ${path.relative(process.cwd(), output)}`);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
