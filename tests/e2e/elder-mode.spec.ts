/**
 * 长辈模式 (issue 19, item 4): switched on from the keyboard on the login page, remembered across pages and
 * loads, and the same login and hall as everyone's, larger and with stronger contrast.
 */
import type { Locator, Page } from '@playwright/test';

import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { DEMO, logInPerson, pageProblems, SHOTS } from './support/login-steps';
import { walkOnPhone } from './support/phone-walk';

/** What a reader sees: the computed size times the page's zoom (element's px sizes are zoomed too). */
async function seenFontPx(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const zoom = Number.parseFloat(getComputedStyle(document.body).zoom) || 1;
    return Number.parseFloat(getComputedStyle(element).fontSize) * zoom;
  });
}

async function seenHeight(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return box.height;
}

test('an investor switches on 长辈模式 with the keyboard, logs in and reads the hall in it', async ({
  page,
}) => {
  await page.goto('/login.html');
  const toggle = page.getByRole('button', { name: '长辈模式' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const before = await seenFontPx(page.getByLabel('账号', { exact: true }));

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/gz-elder/);
  expect(await seenFontPx(page.locator('body'))).toBeGreaterThanOrEqual(18);
  expect(await seenFontPx(page.getByLabel('账号', { exact: true }))).toBeGreaterThan(before);
  expect(await seenHeight(page, page.getByRole('button', { name: '登录' }))).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${SHOTS}/elder-login.png`, fullPage: true });

  // Remembered: the hall (another entry) opens in it, and so does the next load.
  await logInPerson(page, DEMO.zhangSan.phone, DEMO.zhangSan.phone);
  const hall = page.getByRole('region', { name: '我的信息' });
  await expect(hall).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/gz-elder/);
  await expect(page.getByRole('button', { name: '长辈模式' })).toHaveAttribute('aria-pressed', 'true');
  expect(await seenFontPx(page.locator('body'))).toBeGreaterThanOrEqual(18);
  const nav = page.getByRole('navigation', { name: '主导航' });
  for (const name of ['大厅', '交易中心', '我的资产'])
    expect(await seenHeight(page, nav.getByRole('link', { name, exact: true }))).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${SHOTS}/elder-hall.png`, fullPage: true });

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/gz-elder/);
  await page.getByRole('button', { name: '长辈模式' }).click();
  await expect(page.locator('html')).not.toHaveClass(/gz-elder/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('in 长辈模式 an investor logs in with the SMS step, buys by transfer and by fast pay, reads the assets, redeems and cancels on a phone, every text ≥ 18 px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const console = watchConsole(page);
    await page.goto('/login.html');
    await page.getByRole('button', { name: '长辈模式' }).click();
    await expect(page.locator('html')).toHaveClass(/gz-elder/);
    // As on a desktop: the page drawn 25 % larger (body text 20 px), not less on the narrow screen.
    expect(await seenFontPx(page.locator('body'))).toBeGreaterThanOrEqual(20);
    await walkOnPhone(page, testInfo, { minTextPx: 18 }, (name, body) => test.step(name, body));
    expect(pageProblems(console.problems)).toEqual([]);
  });
});
