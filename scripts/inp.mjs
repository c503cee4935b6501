/**
 * npm run inp — how fast the signed-in screens answer a hand (issue 30, item 5): Interaction to Next Paint, read
 * from Chrome's Event Timing API (`PerformanceObserver` type 'event', as the web-vitals library reads INP), on
 * Lighthouse's mobile preset CPU (4x slowdown, a 412 px phone screen), as 张三 on the built site served by the
 * local back office. Every input is a real one (Chromium's input pipeline, not a script's `click()`), so each
 * gets its event-timing entry:
 *   purchase-sort    the purchase list: the sort select stepped with the arrow keys, the order button pressed
 *   purchase-search  the fund search: a code and a name typed, key by key, and cleared
 *   assets-tabs      the assets screen: the holdings tabs switched back and forth (直销资产 / 代销资产)
 * Per scenario: the number of interactions, the worst (what INP reports for fewer than 50) and the 75th
 * percentile, in ms; the goal is under 200 ms each. Writes dist/inp.json.
 * Usage: npm run inp [-- --no-build] [--rounds N]
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

import { buildAndStartBackOffice, signIn, stop } from './measure/back-office.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 3;
const CPU_SLOWDOWN = 4;
const GOAL_MS = 200;

/** Collects every event-timing entry that belongs to an interaction, from before the page's own scripts. */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Lets the last interaction's paint and answers settle, so that one interaction never overlaps the next. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(250);
}

/** @type {Record<string, { path: string, ready: (page: import('@playwright/test').Page) => Promise<void>, act: (page: import('@playwright/test').Page) => Promise<void> }>} */
const SCENARIOS = {
  'purchase-sort': {
    path: '/index.html#/trade-center/purchase',
    ready: (page) => page.getByLabel('排序方式').waitFor(),
    async act(page) {
      const select = page.getByLabel('排序方式');
      await select.focus();
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('ArrowDown');
        await settle(page);
      }
      const order = page.getByRole('button', { name: /升序|降序/ });
      for (let i = 0; i < 2; i++) {
        await order.click();
        await settle(page);
      }
      await select.focus();
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('ArrowUp');
        await settle(page);
      }
    },
  },
  'purchase-search': {
    path: '/index.html#/trade-center/purchase',
    ready: (page) => page.getByPlaceholder('产品名称/代码').waitFor(),
    async act(page) {
      const box = page.getByPlaceholder('产品名称/代码');
      for (const words of ['9700', '国证']) {
        await box.click();
        for (const key of words) {
          await page.keyboard.type(key);
          await page.waitForTimeout(120);
        }
        await settle(page);
        await page.keyboard.press('Escape');
        await box.fill('');
        await settle(page);
      }
    },
  },
  'assets-tabs': {
    path: '/index.html#/assets',
    ready: (page) => page.getByRole('tab', { name: '代销资产' }).waitFor(),
    async act(page) {
      for (let i = 0; i < 3; i++) {
        await page.getByRole('tab', { name: '代销资产' }).click();
        await settle(page);
        await page.getByRole('tab', { name: '直销资产' }).click();
        await settle(page);
      }
    },
  },
};

/** The longest entry of each interaction (its INP candidate), in ms. */
function interactionDurations(entries) {
  const longest = new Map();
  for (const entry of entries) longest.set(entry.id, Math.max(longest.get(entry.id) ?? 0, entry.duration));
  return [...longest.values()].sort((a, b) => a - b);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const { dataDir, backOffice, origin } = await buildAndStartBackOffice('portal-inp-');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  /** @type {Record<string, { interactions: number, worstMs: number, p75Ms: number, goalMs: number }>} */
  const report = {};
  try {
    const cookies = (await signIn(origin)).split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    });
    for (const [name, scenario] of Object.entries(SCENARIOS)) {
      const durations = [];
      for (let round = 0; round < ROUNDS; round++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          locale: 'zh-CN',
        });
        await context.addCookies(cookies);
        const page = await context.newPage();
        await page.addInitScript(observeInteractions);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(`${origin}${scenario.path}`);
        await scenario.ready(page);
        await settle(page);
        await scenario.act(page);
        await settle(page);
        durations.push(...interactionDurations(await page.evaluate(() => window.__interactions)));
        await context.close();
      }
      const sorted = durations.sort((a, b) => a - b);
      report[name] = {
        interactions: sorted.length,
        worstMs: Math.round(sorted.at(-1) ?? 0),
        p75Ms: Math.round(percentile(sorted, 75)),
        goalMs: GOAL_MS,
      };
    }
  } finally {
    await browser.close();
    await stop(backOffice);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  mkdirSync(DIST, { recursive: true });
  const output = path.join(DIST, 'inp.json');
  writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`INP (Event Timing, ${CPU_SLOWDOWN}x CPU slowdown, 412 px), ${ROUNDS} rounds each`);
  console.log('scenario          interactions  worst     p75');
  let over = 0;
  for (const [name, r] of Object.entries(report)) {
    if (r.worstMs >= GOAL_MS) over++;
    console.log(
      `${name.padEnd(17)} ${String(r.interactions).padEnd(13)} ${`${r.worstMs} ms`.padEnd(9)} ${r.p75Ms} ms`,
    );
  }
  console.log(`written ${path.relative(process.cwd(), output)}`);
  if (over > 0) {
    console.log(`${over} scenario(s) at or over ${GOAL_MS} ms`);
    process.exitCode = 1;
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
