/**
 * Two tabs of one session (issue 29, issue 39): logging out in one tab sends the other to the login page at
 * once (the tabs tell each other: no tab keeps showing the investor's data); a login elsewhere replacing the
 * session (401003) is found at the tab's next action — and when that action was a form's write, the tab first
 * says that what was typed was not sent, and why.
 */
import { DEMO } from '../../../server/seed/demo-identities';
import { expect, test, waitForHydrationOnNavigation } from '../support/fixtures';
import { logInByApi } from '../support/login-api';
import { fillContactForm } from './support/forms';
import { logInZhang } from './support/selling';

test('two tabs: 退出 in one tab; the other, a form half filled, goes to login at once with its redirect', async ({
  page,
}) => {
  await logInZhang(page);
  const other = await page.context().newPage();
  // Like the fixture's page: the hall is pressed once it runs (a held press is replayed, but this walk is about
  // the first tab, not the second's early click).
  waitForHydrationOnNavigation(other);
  await fillContactForm(page);
  await other.goto('/index.html#/hall');
  await other.getByRole('button', { name: '退出' }).click();
  await other.waitForURL(/\/login\.html$/);

  // No action in the first tab: it is told, and leaves the investor's data (and the half-typed form) behind.
  await page.waitForURL(/\/login\.html\?redirect=/);
  await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);
});

test('two tabs: replaced by a login elsewhere (401003); the tab says why at its next action', async ({
  page,
  browser,
}) => {
  await logInZhang(page);
  const form = await fillContactForm(page);
  const elsewhere = await browser.newContext();
  await logInByApi(elsewhere.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await elsewhere.close();

  await form.getByRole('button', { name: '保存' }).click();
  const why = page.getByRole('alertdialog', { name: '需要重新登录' });
  await expect(why).toContainText('您的账号已在其他地方登录');
  await expect(why).toContainText('已填写的内容不会保存');
  await why.getByRole('button', { name: '重新登录' }).click();
  await page.waitForURL(/\/login\.html\?redirect=.*reason=replace/);
  await expect(page.getByText('您的账号已在其他地方登录，请重新登录')).toBeVisible();
});
