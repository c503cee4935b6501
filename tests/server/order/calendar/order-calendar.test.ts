import type {
  ConfirmAndLiquidationDateData,
  ReservationData,
  TradeTimeStateData,
} from '@/api/order/contract';

import { serverPerFile } from '../../support/server';
import { investor, MONDAY_10AM, serverAt } from '../support';

jest.setTimeout(120000);

/**
 * The order calendar the order form shows before the investor confirms (issue 28 item 12): what each call
 * answers for the form's three businesses, and how it refuses a malformed query. The cut-off and holidays
 * are in calendar.test.ts, the booking order itself in orders.test.ts.
 */
const server = serverPerFile(() => serverAt(MONDAY_10AM));

const CALLS = [
  '/v1/order/tradeTime/state',
  '/v1/order/confirmAndLiquidationDate',
  '/v1/order/operationRate',
] as const;

describe('the order calendar before buying', () => {
  it('agrees for a booking: T is the open day of the window, and the fund takes no purchase now', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const window = (await zhang.get<ReservationData>('/v1/order/reservation?fundCode=970021&t=1')).data;
    expect(window).toMatchObject({ reservable: true, startDate: '20261123', openDate: '20261201' });
    const dates = (
      await zhang.get<ConfirmAndLiquidationDateData>(
        '/v1/order/confirmAndLiquidationDate?fundCode=970021&businessType=BookPurchase&t=1',
      )
    ).data;
    expect(dates).toEqual({
      applyDate: '20261123',
      tradeDate: window.openDate,
      confirmDate: '20261202',
      availableDate: '20261203',
      cutOffTime: '150000',
      provisionalDates: [],
    });
    expect(
      (
        await zhang.get<TradeTimeStateData>(
          '/v1/order/tradeTime/state?fundCode=970021&businessType=BookPurchase&t=1',
        )
      ).data,
    ).toEqual({ isTrade: true, date: window.openDate, tradeStatus: '2' });
    const purchase = await zhang.get(
      '/v1/order/confirmAndLiquidationDate?fundCode=970021&businessType=Purchase&t=1',
    );
    expect(purchase.state).toBe(400035);
    expect(purchase.message).toMatch(/^该产品当前状态为.+，不能办理申购$/);
  });

  it('gives a subscription T today and its confirmation after the raise', async () => {
    const zhang = await investor(server(), 'zhangSan');
    expect(
      (
        await zhang.get<ConfirmAndLiquidationDateData>(
          '/v1/order/confirmAndLiquidationDate?fundCode=970032&businessType=Subscribe&t=1',
        )
      ).data,
    ).toMatchObject({ applyDate: '20261123', tradeDate: '20261123', confirmDate: '20261214' });
  });

  it('withholds no date of a private plan: the calendar is not one of its figures', async () => {
    // 冯二 is not a qualified investor: the plan's NAV and fees are withheld from him, its dates are not.
    const feng = await investor(server(), 'fengEr');
    expect(
      (
        await feng.get<ConfirmAndLiquidationDateData>(
          '/v1/order/confirmAndLiquidationDate?fundCode=980001&businessType=Purchase&t=1',
        )
      ).data,
    ).toMatchObject({ tradeDate: '20261123', confirmDate: '20261124', availableDate: '20261125' });
  });

  it('refuses a malformed query with the field named, and an unknown fund', async () => {
    const zhang = await investor(server(), 'zhangSan');
    for (const path of CALLS) {
      expect([path, (await zhang.get(`${path}?fundCode=970031&t=1`)).message]).toEqual([
        path,
        '查询参数缺少必填字段 businessType',
      ]);
      expect([path, (await zhang.get(`${path}?fundCode=97003&businessType=Purchase&t=1`)).message]).toEqual([
        path,
        '查询参数字段 fundCode 格式不正确',
      ]);
      // Only the buying businesses have an order calendar here.
      expect([path, (await zhang.get(`${path}?fundCode=970031&businessType=Redeem&t=1`)).message]).toEqual([
        path,
        '查询参数字段 businessType 取值不在允许范围内',
      ]);
      expect([path, (await zhang.get(`${path}?fundCode=123456&businessType=Purchase&t=1`)).message]).toEqual([
        path,
        '未找到该产品',
      ]);
    }
    expect((await zhang.get('/v1/order/reservation?t=1')).message).toBe('查询参数缺少必填字段 fundCode');
    expect((await zhang.get('/v1/order/reservation?fundCode=97a021&t=1')).message).toBe(
      '查询参数字段 fundCode 格式不正确',
    );
    expect((await zhang.get('/v1/order/reservation?fundCode=123456&t=1')).message).toBe('未找到该产品');
  });

  it('answers 402016 to an investor on the blacklist, every call', async () => {
    const yang = await investor(server(), 'yangSi');
    for (const path of [...CALLS.map((call) => `${call}?fundCode=970031&businessType=Purchase&t=1`)]) {
      expect([path, (await yang.get(path)).state]).toEqual([path, 402016]);
    }
    expect((await yang.get('/v1/order/reservation?fundCode=970021&t=1')).state).toBe(402016);
  });
});
