import type { ConfirmAndLiquidationDateData, DateTimeStatusData } from '@/api/order/contract';

import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import { clockTo, investor, serverAt, zhangAt } from '../support';

jest.setTimeout(120000);

const dates = async (client: HttpClient, fundCode: string) =>
  (
    await client.get<ConfirmAndLiquidationDateData>(
      `/v1/order/confirmAndLiquidationDate?fundCode=${fundCode}&businessType=Purchase&t=1`,
    )
  ).data;
const status = async (client: HttpClient) =>
  (await client.get<DateTimeStatusData>('/v1/order/dateTimeStatus?t=1')).data;
const validate = async (client: HttpClient, fundCode: string, productCategory: string) =>
  (
    await client.get(
      `/v1/order/tradeTime/validate?fundCode=${fundCode}&productCategory=${productCategory}&businessType=Purchase&t=1`,
    )
  ).data;

describe('the 15:00 cut-off, by the server clock', () => {
  let server: TestServer;
  let zhang: HttpClient;
  beforeAll(async () => {
    server = await serverAt('2026-11-23T14:59:59+08:00');
    zhang = await investor(server, 'zhangSan');
  });
  afterAll(() => server.close());

  it('one second before: today is T; at 15:00:00 the next trading day; Friday after it: Monday', async () => {
    expect(await status(zhang)).toEqual({
      date: '20261123',
      time: '145959',
      timestamp: Date.parse('2026-11-23T14:59:59+08:00'),
      isTradeDay: true,
      cutOffTime: '150000',
      beforeCutOff: true,
      tradeDate: '20261123',
      nextTradeDate: '20261124',
    });
    // An ordinary open-end fund registers on T+1, its shares usable on T+2.
    expect(await dates(zhang, '970031')).toMatchObject({
      tradeDate: '20261123',
      confirmDate: '20261124',
      availableDate: '20261125',
    });
    // Money-market funds confirm on T+1 too.
    expect(await dates(zhang, '970001')).toMatchObject({ tradeDate: '20261123', confirmDate: '20261124' });
    expect(
      (await zhang.get('/v1/order/tradeTime/state?fundCode=970031&businessType=Purchase&t=1')).data,
    ).toEqual({
      isTrade: true,
      date: '20261123',
      tradeStatus: '1',
    });
    expect(await validate(zhang, '980001', '8')).toEqual({
      valid: true,
      tradeDate: '20261123',
      reason: null,
    });

    expect((await clockTo(zhang, '2026-11-23T15:00:00+08:00')).status).toBe(200);
    expect(await status(zhang)).toMatchObject({ beforeCutOff: false, tradeDate: '20261124' });
    expect(await dates(zhang, '970031')).toMatchObject({
      applyDate: '20261123',
      tradeDate: '20261124',
      confirmDate: '20261125',
    });
    expect(
      (await zhang.get('/v1/order/tradeTime/state?fundCode=970031&businessType=Purchase&t=1')).data,
    ).toEqual({
      isTrade: true,
      date: '20261124',
      tradeStatus: '2',
    });
    // A private plan takes orders from 09:30 to 15:00 on trading days only.
    expect(await validate(zhang, '980001', '8')).toEqual({
      valid: false,
      tradeDate: null,
      reason: '当前为非交易时间，该产品仅在交易日9:30-15:00受理',
    });
    expect(
      (await zhang.get('/v1/order/tradeTime/state?fundCode=980001&businessType=Purchase&t=1')).data,
    ).toEqual({
      isTrade: false,
      date: '20261124',
      tradeStatus: '0',
    });

    zhang = await zhangAt(server, '2026-11-27T15:30:00+08:00');
    expect(await dates(zhang, '970031')).toMatchObject({ tradeDate: '20261130', confirmDate: '20261201' });
    expect((await clockTo(zhang, '2026-11-27T15:00:00+08:00')).status).toBe(400);
  });
});

describe('exchange holidays', () => {
  it('the day before National Day after 15:00 trades after the holiday; the make-up Saturday never trades', async () => {
    const server = await serverAt('2026-09-30T15:30:00+08:00');
    try {
      let zhang = await investor(server, 'zhangSan');
      // Closed 1–7 October; Saturday 10 October is a make-up working day, not a trading day.
      expect(await dates(zhang, '970031')).toMatchObject({
        tradeDate: '20261008',
        confirmDate: '20261009',
        availableDate: '20261012',
      });
      zhang = await zhangAt(server, '2026-10-03T10:00:00+08:00');
      expect(await status(zhang)).toMatchObject({
        isTradeDay: false,
        beforeCutOff: false,
        tradeDate: '20261008',
      });
      zhang = await zhangAt(server, '2026-10-10T10:00:00+08:00');
      expect(await status(zhang)).toMatchObject({
        date: '20261010',
        isTradeDay: false,
        tradeDate: '20261012',
      });
    } finally {
      await server.close();
    }
  });
});
