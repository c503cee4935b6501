/**
 * 交易规则 on the order form (issue 28 item 12): before confirming, the investor sees the trade date T an
 * order placed now gets, the predicted confirm and available dates and, for a fund in its closed period, the
 * booking window. The dates expected here are counted in the test from the server's clock and the exchange
 * calendar (server/core/calendar.ts), not read back from the calls the page makes. 970031 is an open R3
 * public fund (registered on T+1, usable on T+2), 970021 a bond fund in its closed period that takes bookings
 * for its next open day (the first trading day of next month).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import {
  addTradingDays,
  configureCalendar,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
} from '../../server/core/calendar';
import { DEMO } from '../../server/seed/demo-identities';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { SHOTS } from './support/login-steps';
import { buyFromList, confirmSummary, R3_PUBLIC } from './support/purchase-steps';

const BOOKING = { code: '970021', name: '国证资管短债增强债券' };
const PHONE = { width: 390, height: 844 };

// The local back office's calendar: past the published years it runs on the provisional one (预计).
test.beforeAll(() => configureCalendar({ unpublished: 'provisional' }));

const dashed = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;

async function logIn(page: Page) {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
}

/** The server's date and time (yyyyMMdd, HHmmss) and whether today trades. */
async function serverMoment(request: APIRequestContext) {
  const answer = await request.get('/v1/order/dateTimeStatus', { params: { t: Date.now() } });
  const { data } = (await answer.json()) as { data: { date: string; time: string; isTradeDay: boolean } };
  return data;
}

/** Moves the server's clock (forward only) to this Shanghai day and time; the session may end with it. */
async function clockTo(page: Page, day: string, time: string) {
  const at = `${dashed(day)}T${time}+08:00`;
  expect((await page.request.post('/__dev/clock/to', { data: { at } })).ok()).toBe(true);
  await logIn(page);
}

/** A trading day that has not reached 14:00 yet: today when it can, else the next one. */
async function tradingMorning(page: Page): Promise<string> {
  const now = await serverMoment(page.request);
  if (now.isTradeDay && now.time < '140000') {
    if (now.time < '100000') await clockTo(page, now.date, '10:00:00');
    return now.date;
  }
  const day = nextTradingDay(now.date);
  await clockTo(page, day, '10:00:00');
  return day;
}

/** The list filtered on one fund, its button pressed, the summary confirmed: the order page's form. */
async function openOrder(page: Page, fund: { code: string; name: string }, button: string, noun: string) {
  await buyFromList(page, fund, button);
  await confirmSummary(page);
  await page.waitForURL((url) => url.hash === `#/trade-center/purchase/order?id=${fund.code}`);
  return page.getByRole('region', { name: `${noun}下单` });
}

const rowOf = (rules: Locator, label: string) =>
  rules.getByRole('term').filter({ hasText: label }).locator('..');

async function expectDates(rules: Locator, trade: string) {
  await expect(rowOf(rules, '交易日（T日）')).toContainText(dashed(trade));
  await expect(rowOf(rules, '预计确认份额')).toContainText(dashed(addTradingDays(trade, 1)));
  await expect(rowOf(rules, '预计份额可用')).toContainText(dashed(addTradingDays(trade, 2)));
}

/** Where the panel and the button under it stand, to compare loading with loaded. */
async function layoutOf(form: Locator) {
  const panel = await form.getByRole('region', { name: '交易规则' }).boundingBox();
  const button = await form.getByRole('button', { name: /^确认/ }).boundingBox();
  return { height: panel?.height, buttonTop: button?.y };
}

/** The calendar calls answer late: the panel must hold its final size meanwhile. */
async function slowCalendar(page: Page) {
  await page.route(
    /\/v1\/order\/(tradeTime\/state|confirmAndLiquidationDate|reservation)\?/,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    },
  );
}

test('before 15:00 an order placed now is traded today, after it on the next trading day; the dates follow', async ({
  page,
}) => {
  await logIn(page);
  const today = await tradingMorning(page);
  await slowCalendar(page);
  const form = await openOrder(page, R3_PUBLIC, '购买', '申购');
  const rules = form.getByRole('region', { name: '交易规则' });

  // Loading: every row in place already; nothing moves when the answers come.
  await expect(rules).toHaveAttribute('aria-busy', 'true');
  const loading = await layoutOf(form);
  await expect(rules).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
  expect(await layoutOf(form)).toEqual(loading);

  await expect(rules).toContainText(`今日15:00前提交的申购申请，T日为今日（${dashed(today)}）`);
  await expectDates(rules, today);
  await expect(rowOf(rules, '预计份额可用')).toContainText('可查看持有收益，可赎回');
  // 970031 offers both fee modes: the form asks (前端收费 first), so the rules name none.
  await expect(
    form.getByRole('group', { name: '收费方式' }).getByRole('radio', { name: '前端收费' }),
  ).toBeChecked();
  await expect(rowOf(rules, '收费方式')).toHaveCount(0);
  await rules.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/order-dates-before-cutoff-desktop.png`, fullPage: true });

  // On a phone, and on a phone in 长辈模式 (larger type, fewer characters a line), no move either.
  await page.setViewportSize(PHONE);
  for (const elder of [false, true]) {
    if (elder) await page.getByRole('button', { name: '长辈模式' }).click();
    await page.reload();
    await form.waitFor();
    await expect(rules).toHaveAttribute('aria-busy', 'true');
    const phoneLoading = await layoutOf(form);
    await expect(rules).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
    expect(await layoutOf(form)).toEqual(phoneLoading);
    await expectDates(rules, today);
    await rules.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${SHOTS}/order-dates-before-cutoff-phone${elder ? '-elder' : ''}.png`,
      fullPage: true,
    });
  }
  await page.getByRole('button', { name: '长辈模式' }).click();

  // After the cut-off the same order would be traded on the next trading day, and the page says why.
  await page.unrouteAll();
  await clockTo(page, today, '15:30:00');
  const next = nextTradingDay(today);
  // The page is still on the order (the same address): opened again, it asks afresh.
  await page.reload();
  await expect(rules).toContainText(
    `已过今日15:00交易截止时间，现在提交的申购申请T日为下一交易日（${dashed(next)}）`,
  );
  await expectDates(rules, next);
  await rules.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/order-dates-after-cutoff-phone.png`, fullPage: true });
});

test('a fund in its closed period shows the booking window and the open day as T', async ({ page }) => {
  await logIn(page);
  const { date: today } = await serverMoment(page.request);
  // The next open day is the first trading day of next month; bookings are taken until the day before it.
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(4, 6))];
  const first = month === 12 ? `${year + 1}0101` : `${year}${String(month + 1).padStart(2, '0')}01`;
  const openDay = isTradingDay(first) ? first : nextTradingDay(first);

  const form = await openOrder(page, BOOKING, '预约', '预约申购');
  const rules = form.getByRole('region', { name: '交易规则' });
  await expect(rules).toContainText(`预约申购在开放日（${dashed(openDay)}）办理，开放日即T日`);
  await expect(rowOf(rules, '预约期')).toContainText(
    `${dashed(today)} 至 ${dashed(previousTradingDay(openDay))}`,
  );
  await expect(rowOf(rules, '汇款截止')).toContainText(`${dashed(openDay)} 15:00`);
  await expectDates(rules, openDay);
  await rules.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/order-dates-booking-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await rules.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/order-dates-booking-phone.png`, fullPage: true });
});
