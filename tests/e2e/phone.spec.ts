/**
 * A phone, 390×844 (issues 19 and 38): no name broken in the middle, the four sections on one row, and the
 * investor's whole walk — the SMS login, a purchase by transfer and by fast pay, the assets, a redemption and its
 * cancellation — with every dialog and card inside the screen, text boxes of 200 px or more, targets of 44 px or
 * more and nothing that scrolls sideways (support/phone-walk.ts; a screenshot of each step in the report).
 */
import type { Locator, Page } from '@playwright/test';

import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import { buyByApi } from './support/orders';
import { walkOnPhone } from './support/phone-walk';

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

/** One line of text: its box is no taller than one line of its own font. */
async function expectOneLine(locator: Locator) {
  const { height, line } = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const size = Number.parseFloat(style.fontSize);
    const lineHeight = Number.parseFloat(style.lineHeight) || size * 1.6;
    const range = document.createRange();
    range.selectNodeContents(element);
    return { height: range.getBoundingClientRect().height, line: lineHeight };
  });
  expect(height).toBeLessThan(line * 1.5);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('login and the hall fit a phone without breaking a name; the four sections on one row', async ({
  page,
}) => {
  await page.goto('/login.html');
  await expectOneLine(page.locator('.gz-brand__name'));
  await expectOneLine(page.getByRole('button', { name: '长辈模式' }));
  await expectNoSidewaysScroll(page);

  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await page.goto('/index.html#/hall');
  await expect(page.getByRole('region', { name: '我的信息' })).toBeVisible();
  await expectOneLine(page.locator('.gz-brand__name'));
  await expectOneLine(page.getByText('您好，'));
  const nav = page.getByRole('navigation', { name: '主导航' }).getByRole('link');
  const tops = new Set<number>();
  for (const link of await nav.all()) {
    await expectOneLine(link);
    tops.add(Math.round((await link.boundingBox())?.y ?? -1));
  }
  expect(tops.size).toBe(1);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/phone-hall.png`, fullPage: true });
});

test('an investor logs in with the SMS step, buys by transfer and by fast pay, reads the assets, redeems and cancels on a phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const console = watchConsole(page);
  await walkOnPhone(page, testInfo, {}, (name, body) => test.step(name, body));
  expect(pageProblems(console.problems)).toEqual([]);
});

test('the signing records’ wide table scrolls in its own strip, not the page', async ({ page }) => {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  // The product summary confirmed on the way makes a record.
  await buyByApi(page.request, '970031', '1000.00');
  await page.goto('/index.html#/trade-center/signing-records');
  await expect(page.getByText(/^存证校验/).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  const table = page.getByRole('region', { name: '签署记录', exact: true }).getByRole('table');
  const strip = await table.evaluate(
    (element) => getComputedStyle(element.parentElement as HTMLElement).overflowX,
  );
  expect(strip).toBe('auto');
});
