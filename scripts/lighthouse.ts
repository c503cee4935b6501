/**
 * Lighthouse 12 (its default mobile preset: a Moto G Power on slow 4G, 4x CPU slowdown) with Debian's Chromium
 * on every page, served as `npm start` serves them (compressed, the local back office behind). Three runs per
 * page; the run with the median score is kept. Prints LCP, TBT, CLS and the score, writes
 * dist/lighthouse.json. index.html without a session goes on to the login page (what a first visit sees).
 * Usage: CHROME_PATH=/usr/bin/chromium tsx scripts/lighthouse.ts [--no-build] [--runs N]
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { buildApp } from '../server/core/app';
import { PAGES } from '../shared/routing/pages';

const ROOT = path.join(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
  };
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execSync('npx webpack --mode production', {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--import tsx' },
    });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const app = await buildApp({
    dataDir,
    staticDir: DIST,
    agreementsDir: path.join(DIST, 'static-agreements'),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const report: Record<string, Figures & { runs: Figures[] }> = {};
  try {
    for (const page of Object.values(PAGES)) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${origin}/${page.file}`, chrome.port));
      const median = [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs)[
        Math.floor(runs.length / 2)
      ];
      if (median) report[page.name] = { ...median, runs };
    }
  } finally {
    await chrome.kill();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeFileSync(path.join(DIST, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Lighthouse (mobile), median of ${RUNS}\npage        score  LCP       TBT     CLS    FCP`);
  for (const [name, f] of Object.entries(report)) {
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `${name.padEnd(11)} ${String(f.score).padEnd(6)} ${s(f.lcpMs).padEnd(9)} ${`${f.tbtMs} ms`.padEnd(7)} ${String(f.cls).padEnd(6)} ${s(f.fcpMs)}`,
    );
  }
  console.log(`written ${path.relative(process.cwd(), path.join(DIST, 'lighthouse.json'))}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
