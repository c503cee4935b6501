/**
 * Issue 19, item 5 (WCAG 2.2.1): before the 1800 s idle limit the hall warns, 继续登录 keeps the session by
 * one key, and an ignored warning ends the session on the login page, which says why. The page's clock is
 * Playwright's (page.clock) so half an hour passes in a moment; the back office's time left comes from the
 * x-session-seconds-left header of its answers.
 */
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { DEMO, logInPerson, SHOTS } from './support/login-steps';

test('warns before the idle limit; 继续登录 by Enter stays, an ignored warning ends on the login page', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/login.html');
  await logInPerson(page, DEMO.zhouJiu.phone, DEMO.zhouJiu.phone);
  await expect(page.getByRole('region', { name: '我的信息' })).toBeVisible();

  const warning = page.getByRole('alertdialog', { name: '登录即将超时' });
  await page.clock.fastForward(1600 * 1000);
  await expect(warning).toBeHidden();
  await page.clock.fastForward(90 * 1000);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/将在 1\d\d 秒后退出登录/);
  const stay = warning.getByRole('button', { name: '继续登录' });
  await expect(stay).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/session-expiry.png` });
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();

  // The refreshed session has its full 1800 s again: no warning for a good while, then it comes back.
  await page.clock.fastForward(1600 * 1000);
  await expect(warning).toBeHidden();
  await page.clock.fastForward(90 * 1000);
  await expect(warning).toBeVisible();
  // Ignored: the session ends and the login page says why.
  await page.clock.fastForward(130 * 1000);
  await page.waitForURL(/\/login\.html\?redirect=.*reason=expire/);
  await expect(page.getByRole('alert')).toHaveText('登录已超时，请重新登录');
  // The session is over on the back office too (a logout, not only a page change).
  const check = await page.request.post('/v1/auth/check', { data: {} });
  expect(((await check.json()) as { data: boolean }).data).toBe(false);
});
