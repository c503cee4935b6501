import { findFund } from '@/server/fund/catalogue';
import type { FundSpec } from '@/server/fund/types';
import {
  purchaseDates,
  purchaseDatesAt,
  redeemDates,
  remittanceDeadline,
  remittanceState,
  subscriptionDates,
} from '@/server/order/calendar/rules';

const spec = (code: string) => findFund(code) as FundSpec;
const shanghai = (iso: string) => Date.parse(`${iso}+08:00`);

describe('the dates of an order', () => {
  it('confirms a money-market purchase on T+1, available the trading day after', () => {
    expect(purchaseDates(spec('970001'), '20260930')).toEqual({
      tradeDate: '20260930',
      confirmDate: '20261008',
      availableDate: '20261009',
      payoutDate: null,
    });
  });

  it('confirms (registers) an ordinary open-end fund purchase on T+1, available on T+2, across weekends and holidays', () => {
    expect(purchaseDates(spec('970031'), '20260929')).toMatchObject({
      confirmDate: '20260930',
      availableDate: '20261008',
    });
    expect(purchaseDates(spec('970031'), '20261120')).toMatchObject({
      confirmDate: '20261123',
      availableDate: '20261124',
    });
    // Bond, index and equity funds and the private plans alike.
    for (const code of ['970011', '970041', '970072', '980004'])
      expect([code, purchaseDates(spec(code), '20261120').confirmDate]).toEqual([code, '20261123']);
  });

  it('confirms QDII and FOF purchases on T+2, available on T+3', () => {
    for (const code of ['970061', '970062'])
      expect([code, purchaseDates(spec(code), '20261120')]).toEqual([
        code,
        { tradeDate: '20261120', confirmDate: '20261124', availableDate: '20261125', payoutDate: null },
      ]);
  });

  it('predicts the timeline of an order placed at an instant, 15:00 moving it to the next trading day', () => {
    expect(purchaseDatesAt(spec('970031'), shanghai('2026-11-23T14:59:59')).tradeDate).toBe('20261123');
    expect(purchaseDatesAt(spec('970031'), shanghai('2026-11-23T15:00:00'))).toEqual({
      tradeDate: '20261124',
      confirmDate: '20261125',
      availableDate: '20261126',
      payoutDate: null,
    });
  });

  it('confirms a subscription after the raise ends, and refuses a fund without a raise', () => {
    expect(subscriptionDates(spec('970032'), '20261123')).toEqual({
      tradeDate: '20261123',
      confirmDate: '20261214',
      availableDate: '20261215',
      payoutDate: null,
    });
    expect(() => subscriptionDates(spec('970031'), '20261123')).toThrow('该产品没有认购期');
  });

  it('pays a redemption on T+n trading days, n per fund', () => {
    expect(redeemDates(spec('970031'), '20260928')).toEqual({
      tradeDate: '20260928',
      confirmDate: '20260929',
      availableDate: '20260929',
      payoutDate: '20261009',
    });
    expect(redeemDates(spec('970061'), '20261123').payoutDate).toBe('20261202');
    expect(redeemDates(spec('970001'), '20261123').payoutDate).toBe('20261124');
  });

  it('C4: predicts dates in a year not yet published (provisional), refusing only past the provisional years', () => {
    expect(purchaseDates(spec('970031'), '20261230')).toMatchObject({
      confirmDate: '20261231',
      availableDate: '20270104',
    });
    expect(() => purchaseDates(spec('970031'), '20281229')).toThrow('超出交易日历范围');
  });
});

describe('the remittance deadline of a bank transfer', () => {
  const deadline = remittanceDeadline('20261124');

  it('is the cut-off of the trade date', () => {
    expect(deadline).toEqual({ remitDeadDate: '20261124', remittanceTime: '150000' });
  });

  it('is read as Shanghai wall time on the server clock (the window itself: tests/shared/trading)', () => {
    expect(remittanceState(deadline, shanghai('2026-11-24T14:59:59.999'))).toBe('near');
    expect(remittanceState(deadline, shanghai('2026-11-24T15:00:00'))).toBe('passed');
  });
});
