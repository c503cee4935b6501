/**
 * A phone, 390 px wide (issue 19, item 3): no name broken in the middle, the four sections on one row, and
 * no page wider than the screen (the fund table scrolls inside its card, the fund's name staying in view; the
 * wide tables of the assets, redeem and signing-records screens in their own strips).
 */
import type { Locator, Page } from '@playwright/test';

import { DEMO } from '../../server/seed/demo-identities';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { SHOTS } from './support/login-steps';
import { buyByApi } from './support/orders';

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

test('after a bank transfer the wide tables scroll in their strips: assets, redeem, signing records', async ({
  page,
}) => {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  // Unpaid, the order has a remittance row in 在途交易 and is cancellable on the redeem screen.
  await buyByApi(page.request, '970031', '10000.00');
  const screens: [address: string, table: (page: Page) => Locator, drawn: (page: Page) => Locator][] = [
    [
      '/index.html#/assets',
      (p) => p.getByRole('table', { name: '在途交易' }),
      (p) => p.getByRole('region', { name: '直销收款账户' }),
    ],
    [
      '/index.html#/trade-center/redeem',
      (p) => p.getByRole('table', { name: '可撤销的申请' }),
      (p) => p.getByRole('timer'),
    ],
    [
      '/index.html#/trade-center/signing-records',
      (p) => p.getByRole('region', { name: '签署记录', exact: true }).getByRole('table'),
      (p) => p.getByText(/^记录链校验/),
    ],
  ];
  for (const [address, table, drawn] of screens) {
    await page.goto(address);
    await expect(drawn(page).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The table is wider than the phone: it scrolls inside its strip.
    const fit = await table(page).evaluate((element) => {
      const strip = element.parentElement as HTMLElement;
      return {
        table: element.scrollWidth,
        strip: strip.clientWidth,
        scrolls: getComputedStyle(strip).overflowX,
      };
    });
    expect(fit.table).toBeGreaterThan(fit.strip);
    expect(fit.scrolls).toBe('auto');
    await page.screenshot({ path: `${SHOTS}/phone-${address.replace(/\W+/g, '-')}.png`, fullPage: true });
  }
});
