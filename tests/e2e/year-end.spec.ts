/**
 * The year's end (issue 37 item 1; trading-rules C4, C8, C10): with the server clock at Monday 2026-12-28
 * 15:30 and 2027's closures unpublished, production's calendar rule (`refuse`) takes a QDII purchase (T
 * 12-29, registered T+2 on 12-31, usable on the first trading day of 2027) and a booked redemption for the
 * January open day, and every 2027 date the investor reads is marked （预计） with the note. 周九 (a
 * professional investor: no suitability dialogs) buys 970061 (QDII); 张三 holds 970072, put into its closed
 * period here so that it takes a booked redemption (预约赎回) for its next open day, 2027-01-04.
 */
import type { Page } from '@playwright/test';

import { configureCalendar } from '../../server/core/calendar';
import { DEMO, type DemoIdentity } from '../../server/seed/demo-identities';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { SHOTS } from './support/login-steps';
import { buyFromList, confirmSummary, enterTradePassword, purchaseForm } from './support/purchase-steps';

const QDII = { code: '970061', name: '国证资管全球精选QDII' };
const EQUITY = { code: '970072', name: '国证资管消费升级混合' };
const NOTE = '标注“预计”的日期按预计交易日历推算，该年度休市安排公布后以实际交易日为准';

test.beforeAll(() => configureCalendar({ unpublished: 'refuse' }));
test.afterAll(() => configureCalendar({ unpublished: 'provisional' }));

async function at(page: Page, who: DemoIdentity, instant: string) {
  expect((await page.request.post('/__dev/clock/to', { data: { at: instant } })).ok()).toBe(true);
  await logInByApi(page.request, { account: who.idNo, phone: who.phone });
}

test('at 2026-12-28 15:30 a QDII purchase and a booked redemption are taken, their 2027 dates marked （预计）', async ({
  page,
}) => {
  await at(page, DEMO.zhouJiu, '2026-12-28T15:30:00+08:00');
  await buyFromList(page, QDII);
  const highRisk = page.getByRole('dialog', { name: '高风险产品提示' });
  await highRisk.getByRole('checkbox').check();
  await highRisk.getByRole('button', { name: '确认购买' }).click();
  await confirmSummary(page);
  const form = purchaseForm(page);
  const rules = form.getByRole('region', { name: '交易规则' });
  await expect(rules).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
  // After 15:00 on Monday: T is Tuesday 12-29; QDII registers on T+2 (12-31) and is usable the day after.
  await expect(rules).toContainText('2026-12-29');
  await expect(rules).toContainText('2026-12-31');
  await expect(rules).toContainText('2027-01-04（预计）');
  await expect(rules).toContainText(NOTE);
  await form.getByRole('textbox', { name: '申购金额' }).fill('10000');
  await rules.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/year-end-qdii-order.png`, fullPage: true });
  await form.getByRole('button', { name: '确认申购' }).click();
  await enterTradePassword(page);
  const placed = page.getByRole('region', { name: '申购申请已提交' });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText('2027-01-04（预计）');
  await expect(placed).toContainText(NOTE);
  await page.screenshot({ path: `${SHOTS}/year-end-qdii-placed.png`, fullPage: true });

  // 张三's 970072 enters its closed period: a redemption is booked for the open day, 2027-01-04.
  expect(
    (await page.request.post('/__dev/fund', { data: { fundCode: EQUITY.code, status: '4' } })).ok(),
  ).toBe(true);
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  // Another investor now: the page is loaded afresh (a hash change alone keeps 周九's screens).
  await page.goto('about:blank');
  await page.goto('/index.html#/trade-center/redeem');
  await expect(page.getByText('您好，张三')).toBeVisible();
  await page.getByRole('button', { name: '预约赎回' }).first().click();
  await page.waitForURL((url) => url.hash.startsWith(`#/trade-center/redeem/order?id=${EQUITY.code}`));
  const redeem = page.getByRole('region', { name: /赎回申请$/ });
  await redeem.getByRole('textbox', { name: '赎回份额' }).fill('1000.00');
  const preview = redeem.getByRole('region', { name: '赎回试算' });
  await expect(preview).toContainText('2027-01-04（预计）');
  await expect(preview).toContainText('（预计）');
  await expect(preview).toContainText(NOTE);
  await page.screenshot({ path: `${SHOTS}/year-end-booked-redemption.png`, fullPage: true });
  await redeem.getByRole('button', { name: /^确认/ }).click();
  await enterTradePassword(page);
  const booked = page.getByRole('region', { name: /申请已提交$/ });
  await expect(booked).toContainText('2027-01-04（预计）');
  await expect(booked).toContainText(NOTE);

  // In transit: the predicted confirmation and payout, marked.
  await page.goto('/index.html#/assets');
  const transit = page.getByRole('region', { name: '在途交易' }).first();
  await expect(transit).toContainText(EQUITY.name);
  await expect(transit).toContainText('（预计）');
  await expect(transit).toContainText(NOTE);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/year-end-transit-phone.png`, fullPage: true });
});
