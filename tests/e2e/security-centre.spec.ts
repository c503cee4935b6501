import { expectAccessible } from './support/axe';
import { expect, test, waitForHydrationOnNavigation } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { DEMO, SHOTS } from './support/login-steps';

/**
 * 安全中心 (issue 39): 张三 signed in here (context A) sees the adviser's gateway session opened for him in
 * another browser (context B) beside his own, signs it out with 退出其他设备, and B's page goes to login.html
 * at its next action saying why.
 */
test('退出其他设备 signs the other browser out, and its page goes to login.html with the reason', async ({
  page,
  browser,
}) => {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  waitForHydrationOnNavigation(other);
  const answer = await other.request.post('/__dev/gwtoken', { data: {} });
  const { gwtoken } = (await answer.json()) as { gwtoken: string };
  await other.goto(`/gwlogin.html?gwtoken=${encodeURIComponent(gwtoken)}`);
  await other.waitForURL(/\/index\.html#\/hall$/);

  await page.goto('/index.html#/hall/user/info');
  await page.getByRole('link', { name: '安全中心' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '安全中心' })).toBeVisible();
  const sessions = page.getByRole('region', { name: '登录中的设备' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('当前设备');
  await expect(sessions.getByRole('listitem').first()).toContainText('本人登录，本机');
  await expect(sessions.getByRole('listitem').nth(1)).toContainText(/财富顾问.*代为登录/);
  await expect(page.getByRole('region', { name: '上次登录' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '近90天登录记录' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/security-centre-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/security-centre-390.png`, fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  const trigger = sessions.getByRole('button', { name: '退出其他设备' });
  // 取消 ends nothing and gives focus back to the button.
  await trigger.click();
  await page.getByRole('alertdialog', { name: '退出其他设备' }).getByRole('button', { name: '取消' }).click();
  await expect(trigger).toBeFocused();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await trigger.click();
  const confirm = page.getByRole('alertdialog', { name: '退出其他设备' });
  await expect(confirm).toContainText('包括财富顾问代为登录');
  await page.screenshot({ path: `${SHOTS}/security-centre-confirm-390.png` });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/已退出其他设备：结束 1 处登录/)).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // B's next action (a move to another screen) finds its session ended and leaves for the login page.
  await other.getByRole('link', { name: '个人信息' }).first().click();
  await other.waitForURL(/\/login\.html\?redirect=.*reason=signout/);
  await expect(
    other.getByRole('alert').filter({ hasText: '您已在安全中心退出此设备的登录，请重新登录' }),
  ).toBeVisible();
  await other.screenshot({ path: `${SHOTS}/login-signed-out.png` });
  await elsewhere.close();
});
