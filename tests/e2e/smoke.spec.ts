import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';

const PAGES = [
  { path: '/login.html', heading: '国证资管 投资者服务' },
  { path: '/gwlogin.html', heading: '财富顾问登录' },
  { path: '/reset.html', heading: '找回登录密码' },
  { path: '/org-reset.html', heading: '机构找回登录密码' },
] as const;

for (const { path, heading } of PAGES) {
  test(`${path} opens with its shell and logs no console error`, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('国证资管');
    await expect(page.getByRole('contentinfo')).toContainText('95517');
    expect(console.problems).toEqual([]);
  });
}
