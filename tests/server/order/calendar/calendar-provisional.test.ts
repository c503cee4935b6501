import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { ConfirmAndLiquidationDateData } from '@/api/order/contract';
import { createClock } from '@/server/core/clock';
import { DEFAULT_CALENDAR_FILE } from '@/server/core/exchange-holidays';

import type { HttpClient } from '../../support/http-client';
import { startServer, type TestServer } from '../../support/server';
import { clockTo, confirmSummary, investor, orderStateOf, purchase, zhangAt } from '../support';

jest.setTimeout(180000);

const TODAY = '2026-11-26T10:00:00+08:00';
type Unpublished = 'refuse' | 'provisional';

function serverOn(instant: string, unpublished: Unpublished, file?: string): Promise<TestServer> {
  const start = Date.parse(instant);
  return startServer({ clock: createClock(() => start), calendar: { unpublished, file } });
}

async function buy(client: HttpClient, fundCode = '970031') {
  await confirmSummary(client, fundCode);
  return purchase(client, 'zhangSan', { fundCode, applySum: '10000.00' });
}

const dates = async (client: HttpClient, fundCode = '970031') =>
  client.get<ConfirmAndLiquidationDateData>(
    `/v1/order/confirmAndLiquidationDate?fundCode=${fundCode}&businessType=Purchase&t=1`,
  );

const readiness = async (server: TestServer) => {
  const answer = await fetch(`${server.url}/readyz`);
  return {
    status: answer.status,
    body: (await answer.json()) as { ready: boolean; checks: Record<string, string> },
  };
};

describe('the local back office past the published calendar (provisional)', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  it('a purchase on 2027-01-05 in the local back office gets provisional dates marked 预计, and the batch confirms it', async () => {
    server = await serverOn(TODAY, 'provisional');
    let zhang = await investor(server, 'zhangSan');
    zhang = await zhangAt(server, '2027-01-05T10:00:00+08:00');
    const quote = await dates(zhang);
    expect(quote.state).toBe(200000);
    // 2027-01-01 is a fixed-date holiday; the rest of the first week trades on the provisional calendar.
    expect(quote.data).toMatchObject({
      tradeDate: '20270105',
      confirmDate: '20270106',
      availableDate: '20270107',
    });
    expect(quote.data.provisionalDates).toEqual(['20270105', '20270106', '20270107']);
    const order = await buy(zhang);
    expect([order.state, order.message]).toEqual([200000, '下单成功']);
    expect(order.data).toMatchObject({ tradeDate: '20270105', confirmDate: '20270106' });
    expect(order.data.provisionalDates).toEqual(expect.arrayContaining(['20270105', '20270106', '20270107']));

    await clockTo(zhang, '2027-01-07T21:00:00+08:00');
    await fetch(`${server.url}/healthz`);
    await server.app.portal.db.durable();
    expect(orderStateOf(server, order.data.appNo)).not.toBe('applied');
  });

  it('an order after 15:00 on 2026-12-30 is taken in the local back office, only its 2027 dates marked 预计', async () => {
    server = await serverOn('2026-12-30T15:30:00+08:00', 'provisional');
    const zhang = await investor(server, 'zhangSan');
    const order = await buy(zhang);
    expect(order.state).toBe(200000);
    // T+1: trade date the 31st, registered on the first provisional trading day (1 January is a holiday).
    expect(order.data).toMatchObject({
      tradeDate: '20261231',
      confirmDate: '20270104',
      availableDate: '20270105',
    });
    expect(order.data.provisionalDates).toEqual(['20270104', '20270105']);
  });

  it('C4: production takes the same order, its 2027 dates marked 预计 as in the local back office', async () => {
    server = await serverOn('2026-12-30T15:30:00+08:00', 'refuse');
    const zhang = await investor(server, 'zhangSan');
    const order = await buy(zhang);
    expect(order.state).toBe(200000);
    expect(order.data.provisionalDates).toEqual(['20270104', '20270105']);
  });
});

describe('the calendar file, which ops update without a code change', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'calendar-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const withNotice2027 = (closures: unknown[]) => {
    const data = JSON.parse(readFileSync(DEFAULT_CALENDAR_FILE, 'utf8'));
    data.notices.push({ year: 2027, published: '20261222', closures });
    const file = path.join(dir, 'calendar.json');
    writeFileSync(file, JSON.stringify(data));
    return file;
  };

  it('a 2027 notice added to the file is the published calendar: its closures apply and no date is 预计', async () => {
    // A made-up notice for the test: 2027-01-04 and -05 closed, reopening on Wednesday the 6th.
    const file = withNotice2027([
      { name: '元旦', from: '20270101', to: '20270105', reopen: '20270106', makeUpWorkdays: [] },
    ]);
    const server = await serverOn('2026-12-31T15:30:00+08:00', 'refuse', file);
    try {
      const zhang = await investor(server, 'zhangSan');
      const quote = await dates(zhang);
      expect(quote.data).toMatchObject({ tradeDate: '20270106', confirmDate: '20270107' });
      expect(quote.data.provisionalDates).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('a calendar file with a closure that does not match its notice stops the start, naming the file and the day', async () => {
    const file = withNotice2027([
      { name: '元旦', from: '20270101', to: '20270101', reopen: '20270105', makeUpWorkdays: [] },
    ]);
    await expect(serverOn(TODAY, 'refuse', file)).rejects.toThrow(
      `交易日历文件 ${file} 无效：2027年元旦：20270101与开市日20270105之间的工作日20270104未列入休市`,
    );
  });
});

describe('the warning before the published calendar ends', () => {
  it('C9: the log warns from 60 days before the calendar ends, and the back office stays ready', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) } as unknown as NodeJS.WritableStream;
    const start = Date.parse('2026-10-31T10:00:00+08:00');
    const server = await startServer({
      clock: createClock(() => start),
      calendar: { unpublished: 'refuse' },
      logger: { stream, level: 'warn' },
    });
    try {
      // 61 days before 2026-12-31: ready, no warning.
      expect(await readiness(server)).toMatchObject({ status: 200, body: { ready: true } });
      expect(lines.join('')).not.toContain('交易日历');
      const zhang = await investor(server, 'zhangSan');
      await clockTo(zhang, '2026-11-01T10:00:00+08:00');
      const answer = await readiness(server);
      expect(answer).toEqual({
        status: 200,
        body: { ready: true, checks: { database: 'ok', migrations: 'ok' } },
      });
      expect(lines.join('')).toContain('交易日历仅公布至2026-12-31，还剩60天');
    } finally {
      await server.close();
    }
  });

  it('GET /healthz answers while the process is alive, whatever the calendar', async () => {
    const server = await serverOn(TODAY, 'refuse');
    try {
      const answer = await fetch(`${server.url}/healthz`);
      expect([answer.status, await answer.json()]).toEqual([
        200,
        expect.objectContaining({
          status: 'ok',
          alerts: [expect.stringContaining('交易日历仅公布至2026-12-31')],
        }),
      ]);
    } finally {
      await server.close();
    }
  });
});
