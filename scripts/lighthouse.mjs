/**
 * Lighthouse 12 (its default mobile preset: a Moto G Power on slow 4G, 4x CPU slowdown) with Debian's Chromium
 * on every page, served as `npm start` serves them (compressed, the local back office behind). Three runs per
 * page; the run with the median score is kept. Prints LCP, TBT, CLS and the score, writes
 * dist/lighthouse.json. index.html without a session goes on to the login page (what a first visit sees).
 * Usage: CHROME_PATH=/usr/bin/chromium node scripts/lighthouse.mjs [--no-build] [--runs N]
 *
 * Plain Node on purpose: Lighthouse sends some of its own functions to the page as source text, and tsx's
 * transform would add a helper (__name) to them that the page does not have. The back office runs apart
 * (tsx server/start.ts) on a free port with a throwaway data folder.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import lighthouse from 'lighthouse';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = JSON.parse(readFileSync(path.join(ROOT, 'shared/routing/pages.json'), 'utf8'));
const DIST = path.join(ROOT, 'dist');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

/** @typedef {{ score: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number }} Figures */

/** @returns {Promise<number>} a port nobody listens on now */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the local back office with the built site and waits until it answers. */
async function startBackOffice(port, dataDir) {
  // One process (no npx or tsx wrapper between), so that kill() ends the back office itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PORTAL_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login.html`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the back office did not start');
}

/**
 * Ends a child and waits for it: Chromium still writes its profile while it exits, and removing the data
 * folder under it failed (ENOTEMPTY) before the report was written.
 */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill();
  });
}

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
async function measure(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
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
  if (!process.argv.includes('--no-build')) {
    execSync('npx webpack --mode production', {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--import tsx' },
    });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const port = await freePort();
  const backOffice = await startBackOffice(port, dataDir);
  const origin = `http://127.0.0.1:${port}`;
  const chrome = await startChromium(dataDir);
  /** @type {Record<string, Figures & { runs: Figures[] }>} */
  const report = {};
  try {
    for (const page of Object.values(PAGES)) {
      /** @type {Figures[]} */
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${origin}/${page.file}`, chrome.port));
      const median = [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs)[
        Math.floor(runs.length / 2)
      ];
      if (median) report[page.name] = { ...median, runs };
    }
  } finally {
    await chrome.kill();
    await stop(backOffice);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  writeFileSync(path.join(DIST, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Lighthouse (mobile), median of ${RUNS}\npage        score  LCP       TBT     CLS    FCP`);
  for (const [name, f] of Object.entries(report)) {
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `${name.padEnd(11)} ${String(f.score).padEnd(6)} ${s(f.lcpMs).padEnd(9)} ${`${f.tbtMs} ms`.padEnd(7)} ${String(f.cls).padEnd(6)} ${s(f.fcpMs)}`,
    );
  }
  console.log(`written ${path.relative(process.cwd(), path.join(DIST, 'lighthouse.json'))}`);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
