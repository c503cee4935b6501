import type { OperationRateData, TradeLimitData } from '@/api/order/contract';
import type { TradingPoundageData } from '@/api/order/contract-orders';

import { clientOf } from '../../support/portal';
import { serverPerFile } from '../../support/server';
import { investor, MONDAY_10AM, serverAt } from '../support';

jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

describe('the checks before an order', () => {
  it('need a session, every one of them', async () => {
    const anonymous = clientOf(server());
    const query = 'fundCode=970031&businessType=Purchase&t=1';
    for (const path of [
      `/v1/order/buyVerify?${query}`,
      `/v1/order/agreementSigned?${query}`,
      `/v1/order/operationRate?${query}`,
      `/v1/order/tradeLimit?${query}`,
      `/v1/order/tradeTime/state?${query}`,
      `/v1/order/confirmAndLiquidationDate?${query}`,
      '/v1/order/dateTimeStatus?t=1',
      '/v1/order/reservation?fundCode=970021&t=1',
      `/v1/order/tradeTime/validate?${query}&productCategory=3`,
      '/v1/agreement/infoPublish?fundCode=970031&fundBusinessCode=022&t=1',
      '/v1/bank/receivables?fundCode=970031&t=1',
    ]) {
      expect([path, (await anonymous.get(path)).state]).toEqual([path, 401000]);
    }
    for (const path of ['/v1/order/tradingPoundage', '/v1/account/password', '/v1/order/purchase']) {
      expect([path, (await anonymous.post(path, {})).state]).toEqual([path, 401000]);
    }
  });

  it('answer the limits of a first purchase and the rates the investor pays online', async () => {
    const zhang = await investor(server(), 'zhangSan');
    expect(
      (await zhang.get<TradeLimitData>('/v1/order/tradeLimit?fundCode=970061&businessType=Purchase&t=1'))
        .data,
    ).toEqual({
      fundCode: '970061',
      businessType: 'Purchase',
      firstPurchase: true,
      minFirstAmount: '10.00',
      minAddAmount: '10.00',
      maxPerDay: '50000.00',
      usedToday: '0.00',
      remainingToday: '50000.00',
    });
    expect(
      (await zhang.get<TradeLimitData>('/v1/order/tradeLimit?fundCode=980001&businessType=Purchase&t=1'))
        .data,
    ).toMatchObject({
      minFirstAmount: '300000.00',
      minAddAmount: '10000.00',
      maxPerDay: null,
      remainingToday: null,
    });
    const rates = (
      await zhang.get<OperationRateData>('/v1/order/operationRate?fundCode=970011&businessType=Purchase&t=1')
    ).data;
    // A bond fund: 网上直销 1折, no floor.
    expect(rates.tiers[0]).toEqual({
      minAmount: '0.00',
      maxAmount: '1000000.00',
      rate: '0.8000',
      discount: '0.10',
      discountedRate: '0.0800',
      fixedFee: null,
    });
    // A subscription is charged from the subscription table.
    const subscription = (
      await zhang.get<OperationRateData>('/v1/order/operationRate?fundCode=970032&businessType=Subscribe&t=1')
    ).data;
    expect(subscription.tiers[0]).toMatchObject({ rate: '1.2000', discountedRate: '0.6000' });
    const preview = await zhang.post<TradingPoundageData>('/v1/order/tradingPoundage', {
      fundCode: '970032',
      businessType: 'Subscribe',
      applySum: '1006.00',
    });
    expect(preview.data).toMatchObject({
      listRate: '1.2000',
      rate: '0.6000',
      fee: '6.00',
      netAmount: '1000.00',
    });
    // Money-market: no fee at all.
    expect(
      (
        await zhang.post<TradingPoundageData>('/v1/order/tradingPoundage', {
          fundCode: '970001',
          businessType: 'Purchase',
          applySum: '100.00',
        })
      ).data,
    ).toMatchObject({ fee: '0.00', netAmount: '100.00' });
  });

  it('refuse malformed queries and bodies with the field named', async () => {
    const zhang = await investor(server(), 'zhangSan');
    expect((await zhang.get('/v1/order/tradeLimit?businessType=Purchase&t=1')).message).toBe(
      '查询参数缺少必填字段 fundCode',
    );
    expect((await zhang.get('/v1/order/tradeLimit?fundCode=97003&businessType=Purchase&t=1')).message).toBe(
      '查询参数字段 fundCode 格式不正确',
    );
    expect(
      (
        await zhang.post('/v1/order/tradingPoundage', {
          fundCode: '970031',
          businessType: 'Purchase',
          applySum: '10',
        })
      ).message,
    ).toBe('请求体字段 applySum 格式不正确');
    expect((await zhang.get('/v1/order/tradeLimit?fundCode=123456&businessType=Purchase&t=1')).message).toBe(
      '未找到该产品',
    );
  });

  it('tell a booking, a closed fund and a purchase apart by the trade status', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const state = async (fundCode: string, businessType: string) =>
      (await zhang.get(`/v1/order/tradeTime/state?fundCode=${fundCode}&businessType=${businessType}&t=1`))
        .data;
    expect(await state('970021', 'BookPurchase')).toEqual({
      isTrade: true,
      date: '20261201',
      tradeStatus: '2',
    });
    expect(await state('970021', 'Purchase')).toEqual({ isTrade: false, date: null, tradeStatus: '0' });
    expect(await state('970052', 'Purchase')).toEqual({ isTrade: false, date: null, tradeStatus: '0' });
    expect(await state('970032', 'Subscribe')).toEqual({ isTrade: true, date: '20261123', tradeStatus: '1' });
    expect(
      (await zhang.get('/v1/order/confirmAndLiquidationDate?fundCode=970052&businessType=Purchase&t=1'))
        .message,
    ).toBe('该产品当前状态为基金封闭，不能办理申购');
  });
});
