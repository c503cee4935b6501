import puppeteer, { type Browser, type Page } from 'puppeteer-core';

import { type Driver, type Engine, pageScript } from './driver';
import { waitForHydration } from './hydration';

/**
 * puppeteer-core sends emulation.setScreenOrientationOverride with the viewport; Firefox ESR 140 does not know
 * the command (the viewport itself is set by the command beside it), so that one refusal is let pass.
 */
function tolerateOrientation(error: unknown): void {
  if (error instanceof Error && error.message.includes('setScreenOrientationOverride')) return;
  throw error;
}

/** Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core; one browser, a fresh context a walk. */
export async function startFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    env: { ...process.env, TZ: 'Asia/Shanghai' },
    extraPrefsFirefox: { 'intl.accept_languages': 'zh-CN', 'intl.locale.requested': 'zh-CN' },
  });
  return {
    name: 'firefox',
    phoneWidth: 390,
    async session(width, height) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height }).catch(tolerateOrientation);
      await page.waitForFunction((w: number) => window.innerWidth === w, {}, width);
      return firefoxDriver(page, () => context.close());
    },
    stop: () => browser.close(),
  };
}

function firefoxDriver(page: Page, close: () => Promise<void>): Driver {
  const run = <T>(body: string, args: unknown[] = []) => page.evaluate(pageScript(body, args)) as Promise<T>;
  const centre = async (selector: string) => {
    const box = await (await page.$(selector))?.boundingBox();
    if (!box) throw new Error(`${selector} is not on screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  return {
    async open(url) {
      await page.goto(url);
      await waitForHydration(run);
    },
    run,
    click: (selector) => page.click(selector),
    async type(selector, text) {
      await page.click(selector);
      await page.keyboard.type(text, { delay: 10 });
    },
    async drag(selector, dx) {
      await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center' }));
      const { x, y } = await centre(selector);
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 12; step += 1) {
        await page.mouse.move(x + (dx * step) / 12, y);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      await page.mouse.up();
    },
    async screenshot(file) {
      await page.screenshot({ path: file, fullPage: true });
    },
    close,
  };
}
