/**
 * 产品详情 (基金档案, issue 41 item 2): from the purchase list to a fund's detail page, its facts and NAV table,
 * a document opened as a PDF; an anonymous visitor sees a public fund's detail, not a private plan's documents.
 */
import type { Page } from '@playwright/test';

import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { opensInNewWindow, R3_PUBLIC_HEADING } from './support/fund-detail';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import { R3_PUBLIC } from './support/purchase-steps';

const PLAN = { code: '980001', name: '国证资管鑫享1号集合资产管理计划' };

const fact = (page: Page, term: string) =>
  page.locator('.gz-fund-detail__facts div').filter({ hasText: term }).locator('dd');

test('from the purchase list to a fund’s detail: its facts, NAV table and fees, a document opened as PDF', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  await page.goto(`/index.html#/trade-center/purchase?keyword=${R3_PUBLIC.code}`);
  const row = page.getByRole('row').filter({ hasText: R3_PUBLIC.code });
  const detail = await opensInNewWindow(page, () => row.getByRole('link', { name: R3_PUBLIC.name }).click());
  const detailProblems = watchConsole(detail);
  expect(new URL(detail.url()).hash).toBe(`#/product/detail?productCode=${R3_PUBLIC.code}`);
  await expect(detail.getByRole('heading', { level: 1, name: '产品详情' })).toBeVisible();
  await expect(detail.getByRole('heading', { level: 2, name: R3_PUBLIC_HEADING })).toBeVisible();
  await expect(fact(detail, '基金类型')).toHaveText('混合型');
  await expect(fact(detail, '风险等级')).toHaveText(/^R3\s*中风险/);
  await expect(fact(detail, '基金管理人')).toHaveText('国证资产管理有限公司');
  await expect(fact(detail, '成立日期')).toHaveText('2023-01-05');

  const history = detail.getByRole('region', { name: '净值走势' });
  await expect(history.getByText(/^近3月（.+）：单位净值由\d\.\d{4}变为\d\.\d{4}/)).toBeVisible();
  const table = history.getByRole('table', { name: '净值数据表' });
  await expect(table.getByRole('columnheader')).toHaveText(['日期', '单位净值', '累计净值']);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d\.\d{4}$/);
  const threeMonths = await table.getByRole('row').count();
  await history.getByRole('button', { name: '近1月' }).click();
  await expect(history.getByRole('button', { name: '近1月' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => table.getByRole('row').count()).not.toBe(threeMonths);

  const fees = detail.getByRole('region', { name: '费率' });
  await expect(fees.getByRole('heading', { name: '申购费率' })).toBeVisible();
  await expect(fees.getByRole('heading', { name: '赎回费率' })).toBeVisible();
  await expect(fees.getByRole('row', { name: /0日（含）至7日/ })).toContainText('1.50%');

  const documents = detail.getByRole('region', { name: '产品文件' });
  await expect(documents.getByRole('link')).toHaveText([
    `${R3_PUBLIC.name}基金合同（PDF，在新窗口打开）`,
    `${R3_PUBLIC.name}招募说明书（PDF，在新窗口打开）`,
    `${R3_PUBLIC.name}产品资料概要（PDF，在新窗口打开）`,
    /分红公告/,
    /分红公告/,
    `${R3_PUBLIC.name}基金合同生效公告（PDF，在新窗口打开）`,
  ]);
  await detail.setViewportSize({ width: 1280, height: 900 });
  await detail.screenshot({ path: `${SHOTS}/fund-detail-desktop.png`, fullPage: true });
  await detail.setViewportSize({ width: 390, height: 844 });
  await detail.screenshot({ path: `${SHOTS}/fund-detail-390.png`, fullPage: true });
  const noSideways = await detail.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideways).toBe(true);

  const href = await documents.getByRole('link').first().getAttribute('href');
  const pdf = await detail.request.get(href as string);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(documents.getByRole('link').first()).toHaveAttribute('target', '_blank');

  // The order page and the holdings lead to the same page.
  await page.goto(`/index.html#/trade-center/purchase/order?id=${R3_PUBLIC.code}`);
  await expect(page.locator('.gz-purchase__fund-links a')).toHaveAttribute(
    'href',
    `/index.html#/product/detail?productCode=${R3_PUBLIC.code}`,
  );
  expect(pageProblems(console.problems)).toEqual([]);
  expect(pageProblems(detailProblems.problems)).toEqual([]);
});

test('an anonymous visitor sees a public fund’s detail, not a private plan’s figures or documents', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto(`/index.html#/product/detail?productCode=${R3_PUBLIC.code}`);
  await expect(page.getByRole('heading', { level: 2, name: R3_PUBLIC_HEADING })).toBeVisible();
  await expect(page.getByRole('region', { name: '产品文件' }).getByRole('link')).toHaveCount(6);
  expect(new URL(page.url()).pathname).toBe('/index.html');

  await page.goto(`/index.html#/product/detail?productCode=${PLAN.code}`);
  await expect(page.getByRole('note')).toContainText('登录并完成合格投资者认证后可查看');
  await expect(page.getByRole('region', { name: '基本信息' })).toBeVisible();
  await expect(page.getByRole('region', { name: '产品文件' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '净值走势' })).toHaveCount(0);
  const file = await page.request.get('/fund-documents/HT980001.pdf');
  expect(file.status()).toBe(403);
  expect(await file.text()).toBe('私募资产管理计划的产品文件仅向合格投资者提供，请登录后查看');

  await page.goto('/index.html#/product/detail?productCode=97003');
  await expect(page.getByRole('alert')).toHaveText('产品代码有误，请从产品列表进入产品详情');
  await page.goto('/index.html#/product/detail?productCode=999999');
  await expect(page.getByRole('alert')).toHaveText('未找到该产品');
  expect(pageProblems(console.problems)).toEqual([]);
});
