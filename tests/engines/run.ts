/**
 * The engine walks (issue 30, item 4): the main walks in Firefox (Gecko) and WebKit (Safari's engine), at a
 * phone's width and at a desktop's, against the local back office serving the production build in dist/.
 * `npx tsx tests/engines/run.ts [firefox] [webkit]` (both when none is named); scripts/run-tests.sh runs it
 * after the Chromium tests and adds its counts, which it writes to test-results/engines.json.
 * Each step of a walk counts as one test; a step after a failed one counts as failed (not reached).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { startBackOffice } from '../e2e/support/back-office';
import type { Engine } from './driver';
import { startFirefox } from './firefox';
import { Screen } from './ui';
import { buyPublicFund, changeTradePassword, logIn, readAssets, readWideTables, redeem } from './walks';
import { startWebKit } from './webkit';

const ROOT = path.join(__dirname, '..', '..');
const OUT = path.join(ROOT, 'test-results');
const SHOTS = path.join(OUT, 'engines');

type Step = [name: string, run: (screen: Screen) => Promise<void>];
interface Walk {
  width: 'phone' | 'desktop';
  steps: Step[];
}

/** The walks split across the two widths: each engine logs in at both, the rest once each. */
const WALKS: Walk[] = [
  {
    width: 'phone',
    steps: [
      ['log in with the slider and the SMS', (screen) => logIn(screen)],
      ['buy a public fund', buyPublicFund],
      ['read the assets screen', readAssets],
      ['read the redeem list and the signing records', readWideTables],
    ],
  },
  {
    width: 'desktop',
    steps: [
      ['log in in 长辈模式 with the slider and the SMS', (screen) => logIn(screen, { elder: true })],
      ['redeem', redeem],
      ['change the trade password', changeTradePassword],
    ],
  },
];

const ENGINES: Record<string, () => Promise<Engine>> = { firefox: startFirefox, webkit: startWebKit };

async function restoreDemoState(origin: string): Promise<void> {
  const answer = await fetch(`${origin}/__dev/state/restore`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (!answer.ok) throw new Error(`POST /__dev/state/restore: HTTP ${answer.status}`);
}

interface Result {
  test: string;
  ok: boolean;
  ms: number;
  error?: string;
}

async function runWalk(engine: Engine, walk: Walk, origin: string, results: Result[]): Promise<void> {
  const [width, height] = walk.width === 'phone' ? [engine.phoneWidth, 844] : [1280, 900];
  const label = (step: string) => `${engine.name} ${width}px: ${step}`;
  let failed: string | undefined;
  let driver;
  try {
    await restoreDemoState(origin);
    driver = await engine.session(width, height);
  } catch (error) {
    failed = `no session: ${String(error)}`;
  }
  const screen = driver && new Screen(driver, origin);
  for (const [name, step] of walk.steps) {
    const started = Date.now();
    if (failed || !screen) {
      results.push({ test: label(name), ok: false, ms: 0, error: `not reached (${failed ?? 'no session'})` });
      console.log(`✗ ${label(name)}: not reached`);
      continue;
    }
    try {
      await step(screen);
      results.push({ test: label(name), ok: true, ms: Date.now() - started });
      console.log(`✓ ${label(name)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      failed = name;
      const message = error instanceof Error ? error.message : String(error);
      results.push({ test: label(name), ok: false, ms: Date.now() - started, error: message });
      console.log(`✗ ${label(name)}: ${message}`);
      const file = path.join(SHOTS, `${engine.name}-${walk.width}-${name.replace(/\W+/g, '-')}.png`);
      await screen.driver.screenshot(file).catch(() => {});
      console.log(`  screenshot: ${path.relative(ROOT, file)}; at ${await screen.url().catch(() => '?')}`);
    }
  }
  await driver?.close().catch(() => {});
}

async function main(): Promise<void> {
  const named = process.argv.slice(2);
  const engines = named.length ? named : Object.keys(ENGINES);
  mkdirSync(SHOTS, { recursive: true });
  const office = await startBackOffice('engines');
  const results: Result[] = [];
  const started = Date.now();
  try {
    for (const name of engines) {
      const start = ENGINES[name];
      if (!start) throw new Error(`no engine ${name}: ${Object.keys(ENGINES).join(', ')}`);
      let engine: Engine | undefined;
      try {
        engine = await start();
      } catch (error) {
        for (const walk of WALKS)
          for (const [step] of walk.steps)
            results.push({ test: `${name} ${walk.width}: ${step}`, ok: false, ms: 0, error: String(error) });
        console.log(`✗ ${name} did not start: ${String(error)}`);
        continue;
      }
      for (const walk of WALKS) await runWalk(engine, walk, office.origin, results);
      await engine.stop().catch(() => {});
    }
  } finally {
    await office.close();
  }
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  writeFileSync(path.join(OUT, 'engines.json'), JSON.stringify({ passed, failed, results }, null, 2));
  console.log(
    `engine walks: ${passed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exitCode = failed ? 1 : 0;
}

void main();
