import type { APIRequestContext } from '@playwright/test';

import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { DEMO, SHOTS, pageProblems } from './support/login-steps';

/** A fresh adviser gateway token from the dev hook (for the demo adviser's client, 张三). */
async function gatewayToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/__dev/gwtoken', { data: {} });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { gwtoken: string }).gwtoken;
}

test('a valid gwtoken opens the adviser session on the hall and leaves no token in the history', async ({
  page,
}) => {
  const console = watchConsole(page);
  const token = await gatewayToken(page.request);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.goto(`/gwlogin.html?gwtoken=${encodeURIComponent(token)}`);
  await page.waitForURL(/\/index\.html#\/hall$/);
  await expect(page.getByRole('banner')).toContainText(`您好，${DEMO.zhangSan.name}`);
  await expect(page.getByRole('region', { name: '我的信息' })).toContainText('1101**********4514');
  // Back from the hall: the gateway page again, without the (spent) token in its address.
  await page.goBack();
  await expect(page).toHaveURL(/\/gwlogin\.html$/);
  expect(visited.slice(1).some((url) => url.includes(token))).toBe(false);
  expect(pageProblems(console.problems)).toEqual([]);
});

test('a spent token is refused with a clear message and a way to the login page', async ({ page }) => {
  const token = await gatewayToken(page.request);
  const first = await page.request.post('/v1/auth/gwtoken/check', { data: { token } });
  expect(((await first.json()) as { data: boolean }).data).toBe(true);
  await page.context().clearCookies();

  await page.goto(`/gwlogin.html?gwtoken=${encodeURIComponent(token)}`);
  await expect(page.getByRole('alert')).toHaveText('登录凭证无效或已过期，无法完成财富顾问登录。');
  await expect(page.getByText('请从财富顾问系统重新进入，或使用投资者账号登录。')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/gwlogin-invalid.png`, fullPage: true });
  await page.getByRole('link', { name: '前往登录' }).click();
  await page.waitForURL(/\/login\.html$/);
});

test('an unknown token and a missing one are both refused', async ({ page }) => {
  await page.goto('/gwlogin.html?gwtoken=not-a-token');
  await expect(page.getByRole('alert')).toHaveText('登录凭证无效或已过期，无法完成财富顾问登录。');
  await page.goto('/gwlogin.html');
  await expect(page.getByRole('heading', { level: 1, name: '财富顾问登录' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('缺少登录凭证，无法完成财富顾问登录。');
  await page.screenshot({ path: `${SHOTS}/gwlogin-missing.png`, fullPage: true });
});

test('an expired token (over 5 minutes) is refused', async ({ page }) => {
  const token = await gatewayToken(page.request);
  const clock = await page.request.post('/__dev/clock', { data: { advanceSeconds: 301 } });
  expect(clock.ok()).toBe(true);
  await page.goto(`/gwlogin.html?gwtoken=${encodeURIComponent(token)}`);
  await expect(page.getByRole('alert')).toHaveText('登录凭证无效或已过期，无法完成财富顾问登录。');
});
