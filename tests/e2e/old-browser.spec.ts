import { expect, test } from './support/fixtures';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

test.describe('the old-browser notice', () => {
  test.use({ userAgent: IE11 });

  test('shows for IE 11 with only 继续访问, and stays away for 24 hours once dismissed', async ({ page }) => {
    await page.goto('/reset.html');
    const notice = page.getByRole('dialog', { name: '浏览器版本提示' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button')).toHaveText(['继续访问']);
    await expect(notice.getByRole('button', { name: '继续访问' })).toBeFocused();
    await notice.getByRole('button', { name: '继续访问' }).click();
    await expect(notice).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '浏览器版本提示' })).toBeHidden();

    // 24 hours later the reminder comes back.
    await page.addInitScript(() => {
      const realNow = Date.now;
      Date.now = () => realNow() + 24 * 60 * 60 * 1000 + 1000;
    });
    await page.reload();
    await expect(page.getByRole('dialog', { name: '浏览器版本提示' })).toBeVisible();
  });

  test('is in the page itself: it shows and is dismissed with the bundles refused, as IE (which cannot run them) sees it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, userAgent: IE11, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.route('**/js/**', (route) => route.abort());
    await page.goto('/login.html');
    const notice = page.getByRole('dialog', { name: '浏览器版本提示' });
    await expect(notice).toBeVisible();
    const button = notice.getByRole('button', { name: '继续访问' });
    await expect(button).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('tab', { name: '个人登录' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '浏览器版本提示' })).toBeHidden();
    await context.close();
  });
});

test('a current browser never sees the notice', async ({ page }) => {
  await page.goto('/reset.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '浏览器版本提示' })).toHaveCount(0);
});
