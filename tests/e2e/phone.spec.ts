/**
 * A phone, 390 px wide (issue 19, item 3): no name broken in the middle, the four sections on one row, and
 * no page wider than the screen (the fund table scrolls inside its card, the fund's name staying in view).
 */
import type { Locator, Page } from '@playwright/test';

import { DEMO } from '../../server/seed/demo-identities';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { SHOTS } from './support/login-steps';

test.use({ viewport: { width: 390, height: 844 } });

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

test('login, the hall and the fund list fit a phone without breaking a name', async ({ page }) => {
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

  await page.goto('/index.html#/trade-center/purchase');
  await expect(page.getByRole('button', { name: /^购买 / }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  const name = page.getByRole('rowheader').first();
  const before = await name.boundingBox();
  await page.locator('table').evaluate((table) => {
    (table.parentElement as HTMLElement).scrollLeft = 300;
  });
  expect((await name.boundingBox())?.x).toBe(before?.x);
  await page.screenshot({ path: `${SHOTS}/phone-fund-list.png`, fullPage: true });
});
