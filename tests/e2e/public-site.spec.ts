/**
 * The public pages from the places the spec names (issue 28 item 14): a fund's detail page by its productCode
 * from the purchase list and the order page (the portal's own 产品详情 since issue 41), the official site's
 * pages from every page's footer; each in a new window. The local back office stands in for the site
 * (/__dev/site).
 */

import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { opensInNewWindow, R3_PUBLIC_HEADING } from './support/fund-detail';
import { logInByApi } from './support/login-api';
import { pageProblems } from './support/login-steps';
import { R3_PUBLIC } from './support/purchase-steps';

test('a public fund’s detail page from the purchase list and the order page; the site’s pages from the footer', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await page.goto(`/index.html#/trade-center/purchase?keyword=${R3_PUBLIC.code}`);
  const row = page.getByRole('row').filter({ hasText: R3_PUBLIC.code });
  const name = row.getByRole('link', { name: R3_PUBLIC.name });
  await expect(name).toHaveAccessibleDescription('（在新窗口打开）');
  const detail = await opensInNewWindow(page, () => name.click());
  expect(new URL(detail.url()).hash).toBe(`#/product/detail?productCode=${R3_PUBLIC.code}`);
  await expect(detail.getByRole('heading', { name: '产品详情' })).toBeVisible();
  await expect(detail.getByRole('heading', { level: 2, name: R3_PUBLIC_HEADING })).toBeVisible();
  await detail.close();

  const footer = page.getByRole('navigation', { name: '官网' });
  await expect(footer.getByRole('link')).toHaveText([
    '投资信息（在新窗口打开）',
    '关于我们（在新窗口打开）',
    '个人信息保护（在新窗口打开）',
    '订阅服务（在新窗口打开）',
  ]);
  const about = await opensInNewWindow(page, () => footer.getByRole('link', { name: /^关于我们/ }).click());
  await expect(about.getByRole('heading', { name: '关于我们' })).toBeVisible();

  // The order page names its detail page beside the fund (behind the summary dialog it opens with).
  await page.goto(`/index.html#/trade-center/purchase/order?id=${R3_PUBLIC.code}`);
  await expect(page.locator('.gz-purchase__fund-links a')).toHaveText('产品详情（在新窗口打开）');
  await expect(page.locator('.gz-purchase__fund-links a')).toHaveAttribute(
    'href',
    `/index.html#/product/detail?productCode=${R3_PUBLIC.code}`,
  );

  expect(pageProblems(console.problems)).toEqual([]);
});
