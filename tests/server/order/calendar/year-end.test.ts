import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { RedeemFundData } from '@/api/fund/contract';
import type { DateTimeStatusData, ReservationData } from '@/api/order/contract';
import type { AcceptedOrder } from '@/api/order/contract-orders';
import { createClock } from '@/server/core/clock';
import { DEFAULT_CALENDAR_FILE } from '@/server/core/exchange-holidays';

import type { HttpClient } from '../../support/http-client';
import { startServer, type TestServer } from '../../support/server';
import {
  clockTo,
  confirmSummary,
  envelope,
  investor,
  orderBody,
  pay,
  postOrder,
  purchase,
  redeem,
} from '../support';

jest.setTimeout(180000);

/**
 * The year's end in production (trading-rules C4, C8, C9, C10, C11, C13): 2027's closures are not published,
 * and nothing that only *predicts* a 2027 date may stop: orders, bookings, reads, NAVs and the batch run
 * through 31 December into January, their 2027 dates marked 预计.
 */
function productionAt(instant: string, file?: string): Promise<TestServer> {
  const start = Date.parse(instant);
  return startServer({ clock: createClock(() => start), calendar: { unpublished: 'refuse', file } });
}

const orderRow = (server: TestServer, appNo: string) =>
  server.app.portal.db.get<Record<string, string>>(
    'SELECT state, trade_date, confirm_date, available_date FROM orders WHERE app_no = ?',
    [appNo],
  );

async function paidPurchase(client: HttpClient, fundCode: string, applySum: string): Promise<AcceptedOrder> {
  await confirmSummary(client, fundCode);
  const order = await purchase(client, 'zhangSan', { fundCode, applySum });
  expect([order.state, order.message]).toEqual([200000, '下单成功']);
  await pay(client, order.data.appNo);
  return order.data;
}

describe('the year’s end in production', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  it('C10: after the last cut-off of 2026 the server clock, the fund list and the redeem list still answer', async () => {
    server = await productionAt('2026-12-31T15:30:00+08:00');
    const zhang = await investor(server, 'zhangSan');
    const clock = await zhang.get<DateTimeStatusData>('/v1/order/dateTimeStatus?t=1');
    expect(clock.data).toMatchObject({ tradeDate: '20270104', nextTradeDate: '20270105', isTradeDay: true });
    expect((await zhang.get('/v1/fund?t=1')).state).toBe(200000);
    const redeemable = await zhang.get<RedeemFundData>('/v1/fund/redeemFund?t=1');
    expect(redeemable.state).toBe(200000);
  });

  it('C4: a purchase and a redemption after the last cut-off of 2026 are taken, their 2027 dates marked 预计', async () => {
    server = await productionAt('2026-12-31T15:30:00+08:00');
    const zhang = await investor(server, 'zhangSan');
    const bought = await paidPurchase(zhang, '970031', '10000.00');
    expect(bought).toMatchObject({
      tradeDate: '20270104',
      confirmDate: '20270105',
      availableDate: '20270106',
    });
    expect(bought.provisionalDates).toEqual(['20270104', '20270105', '20270106']);
    // An equity fund pays out on T+4: 2027-01-08.
    const sold = await redeem(zhang, 'zhangSan', {
      fundCode: '970072',
      applyShare: '100.00',
      overLimit: '1',
    });
    expect([sold.state, sold.message]).toEqual([200000, expect.any(String)]);
    expect(sold.data).toMatchObject({ tradeDate: '20270104', payoutDate: '20270108' });
    expect(sold.data.provisionalDates).toEqual(expect.arrayContaining(['20270104', '20270108']));
  });

  it('C8: on 2026-12-07 a booking for January’s open day is taken, the open day marked 预计', async () => {
    server = await productionAt('2026-12-07T10:00:00+08:00');
    const zhang = await investor(server, 'zhangSan');
    const window = await zhang.get<ReservationData>('/v1/order/reservation?fundCode=970021&t=1');
    expect(window.data).toMatchObject({
      reservable: true,
      startDate: '20261207',
      endDate: '20261231',
      openDate: '20270104',
      provisionalDates: ['20270104'],
    });
    await confirmSummary(zhang, '970021');
    const body = await orderBody(zhang, 'zhangSan', { fundCode: '970021', applySum: '1000.00' });
    const booked = envelope<AcceptedOrder>(await postOrder(zhang, '/v1/order/purchase/hope', body));
    expect([booked.state, booked.message]).toEqual([200000, expect.any(String)]);
    expect(booked.data).toMatchObject({ businessType: 'BookPurchase', tradeDate: '20270104' });
    expect(booked.data.provisionalDates).toContain('20270104');
  });

  it('C10: the 12-31 NAV is published and the batch confirms into January', async () => {
    server = await productionAt('2026-12-31T10:00:00+08:00');
    const zhang = await investor(server, 'zhangSan');
    const order = await paidPurchase(zhang, '970031', '10000.00');
    expect(order).toMatchObject({ tradeDate: '20261231', confirmDate: '20270104' });
    await clockTo(zhang, '2026-12-31T20:30:00+08:00');
    const nav = server.app.portal.db.get<{ last: string }>(
      "SELECT MAX(nav_date) AS last FROM fund_navs WHERE fund_code = '970031'",
    );
    expect(nav?.last).toBe('20261231');
    await clockTo(zhang, '2027-01-04T09:00:00+08:00');
    expect(orderRow(server, order.appNo)?.state).toBe('confirmed');
  });

  it('C4, C13: an order whose trade date is truly unknown (past 19 January) is refused, saying what to do', async () => {
    server = await productionAt('2027-01-19T15:30:00+08:00');
    const zhang = await investor(server, 'zhangSan');
    await confirmSummary(zhang, '970031');
    const order = await purchase(zhang, 'zhangSan', { fundCode: '970031', applySum: '10000.00' });
    expect(order.state).not.toBe(200000);
    expect(order.message).toBe(
      '2027年休市安排尚未公布，暂不能受理交易日为2027-01-20的申请；休市安排公布后即可办理，如需帮助请致电客服热线95517',
    );
  });
});

describe('C9: the calendar alert never takes the back office out of rotation', () => {
  it('/readyz stays 200 while /healthz and /metrics carry the alert', async () => {
    const server = await productionAt('2026-12-07T10:00:00+08:00');
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([
        200,
        { ready: true, checks: { database: 'ok', migrations: 'ok' } },
      ]);
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as {
        status: string;
        alerts: string[];
        calendar: Record<string, unknown>;
      };
      expect(health.status).toBe('ok');
      expect(health.alerts[0]).toMatch(/^交易日历仅公布至2026-12-31，还剩24天；/);
      expect(health.calendar).toMatchObject({
        publishedThrough: '20261231',
        daysLeft: 24,
        fileRefused: null,
      });
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      expect(metrics).toContain('portal_calendar_published_days_left 24');
      expect(metrics).toContain('portal_calendar_warning 1');
    } finally {
      await server.close();
    }
  });
});

describe('C11: a new year’s calendar is taken without a restart', () => {
  let dir: string;
  let server: TestServer;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'calendar-'));
  });
  afterEach(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const health = async () =>
    ((await (await fetch(`${server.url}/healthz`)).json()) as { calendar: Record<string, unknown> }).calendar;

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let tries = 0; ; tries++) {
      const value = await read();
      if (done(value) || tries > 40) return value;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('a right file is taken within seconds and waiting orders are dated again; a wrong one is refused and the old kept', async () => {
    const file = path.join(dir, 'calendar.json');
    const data = JSON.parse(readFileSync(DEFAULT_CALENDAR_FILE, 'utf8'));
    writeFileSync(file, JSON.stringify(data));
    server = await productionAt('2026-12-30T15:30:00+08:00', file);
    const zhang = await investor(server, 'zhangSan');
    const order = await paidPurchase(zhang, '970031', '10000.00');
    expect(order).toMatchObject({
      tradeDate: '20261231',
      confirmDate: '20270104',
      availableDate: '20270105',
    });

    // A made-up 2027 notice closing 4 and 5 January too.
    data.notices.push({
      year: 2027,
      published: '20261222',
      closures: [{ name: '元旦', from: '20270101', to: '20270105', reopen: '20270106', makeUpWorkdays: [] }],
    });
    writeFileSync(file, JSON.stringify(data));
    const taken = await until(health, (calendar) => calendar.publishedThrough === '20271231');
    expect(taken).toMatchObject({ publishedThrough: '20271231', fileRefused: null, warning: null });
    const row = await until(
      async () => orderRow(server, order.appNo),
      (value) => value?.confirm_date === '20270106',
    );
    expect(row).toMatchObject({
      trade_date: '20261231',
      confirm_date: '20270106',
      available_date: '20270107',
    });

    writeFileSync(file, '{"notices": [');
    const refused = await until(health, (calendar) => calendar.fileRefused !== null);
    expect(refused.fileRefused).toContain(`交易日历文件 ${file} 无效`);
    expect(refused.publishedThrough).toBe('20271231');
  });
});
