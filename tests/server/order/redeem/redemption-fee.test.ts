import { Decimal } from '@/server/core/money';
import { findFund } from '@/server/fund/catalogue';
import type { FundSpec } from '@/server/fund/types';
import { purchaseDates } from '@/server/order/calendar/rules';
import { type HoldingLot, pickLots, quoteRedeem, redeemRate } from '@/server/order/redeem/fee-rules';
import { addDays } from '@/shared/time';

const spec = (code: string) => findFund(code) as FundSpec;
const d = (text: string) => new Decimal(text);
const lot = (
  id: string,
  confirmDate: string,
  shares: string,
  mode: 'A' | 'B' = 'A',
  purchaseNav = '1.0000',
): HoldingLot => ({
  id,
  confirmDate,
  shares: d(shares),
  mode,
  purchaseNav: d(purchaseNav),
});
/** The quote for selling the whole of one lot of the fund at `nav` on `tradeDate`. */
const quoteAll = (fund: FundSpec, held: HoldingLot, nav: string, tradeDate = '20261123') =>
  quoteRedeem({ fund, lots: [held], shares: held.shares, nav: d(nav), tradeDate });
const summary = (q: ReturnType<typeof quoteRedeem>) => ({
  gross: q.gross.toFixed(2),
  fee: q.fee.toFixed(2),
  net: q.net.toFixed(2),
  lots: q.lots.map((l) => [
    l.lotId,
    l.shares.toFixed(2),
    l.holdingDays,
    l.rate.toString(),
    l.fee.toFixed(2),
    l.feeFreeFrom,
  ]),
});

describe('redemption rate by holding period', () => {
  const equity = spec('970031');

  it.each([
    [0, '0.015'],
    [6, '0.015'],
    [7, '0.0075'],
    [29, '0.0075'],
    [30, '0.005'],
    [364, '0.005'],
    [365, '0.0025'],
    [730, '0'],
  ])('%i days held: %s', (days, rate) => {
    expect(redeemRate(equity, days).toString()).toBe(rate);
  });

  it('charges at least 1.5 % under 7 days even when a table says less, but not for money-market funds', () => {
    const cheap = { ...equity, fees: { ...equity.fees, redemption: [{ fromDays: 0, rate: '0.005' }] } };
    expect(redeemRate(cheap, 6).toString()).toBe('0.015');
    expect(redeemRate(cheap, 7).toString()).toBe('0.005');
    expect(redeemRate(spec('970001'), 0).toString()).toBe('0');
  });
});

describe('lots first in, first out', () => {
  const lots = [lot('new', '20261102', '300'), lot('old', '20250102', '200'), lot('mid', '20260105', '100')];

  it('takes the oldest lots first and part of the last one', () => {
    expect(pickLots(lots, d('250')).map(({ lot: l, shares }) => [l.id, shares.toString()])).toEqual([
      ['old', '200'],
      ['mid', '50'],
    ]);
  });

  it('keeps the given order between lots confirmed the same day', () => {
    const twins = [lot('first', '20260105', '10'), lot('second', '20260105', '10')];
    expect(pickLots(twins, d('15')).map(({ lot: l }) => l.id)).toEqual(['first', 'second']);
  });

  it('refuses more shares than held, and nothing', () => {
    expect(() => pickLots(lots, d('600.01'))).toThrow('可赎回份额不足，最多可赎回600.00份');
    expect(() => pickLots(lots, d('0'))).toThrow('赎回份额须大于0份');
    expect(pickLots(lots, d('600'))).toHaveLength(3);
  });
});

describe('a redemption quote', () => {
  it('charges each lot by its own holding period, counted in calendar days to the trade date', () => {
    const lots = [lot('a', '20261116', '1000'), lot('b', '20261117', '1000')];
    // On T = 20261123, lot a has been held 7 days (0.75 %), lot b 6 days (1.5 %). NAV 1.2345.
    const q = quoteRedeem({
      fund: spec('970031'),
      lots,
      shares: d('1500'),
      nav: d('1.2345'),
      tradeDate: '20261123',
    });
    expect(summary(q)).toEqual({
      gross: '1851.75',
      // 1000 × 1.2345 × 0.0075 = 9.25875 and 500 × 1.2345 × 0.015 = 9.25875: 18.5175, rounded once.
      fee: '18.52',
      net: '1833.23',
      lots: [
        ['a', '1000.00', 7, '0.0075', '9.26', '20281115'],
        ['b', '500.00', 6, '0.015', '9.26', '20281116'],
      ],
    });
  });

  it('counts holidays as holding days', () => {
    const q = quoteAll(spec('970031'), lot('a', '20260930', '100'), '1', '20261008');
    expect(q.lots[0]).toMatchObject({ holdingDays: 8 });
    expect(q.lots[0].rate.toString()).toBe('0.0075');
  });

  it('adds the back-end fee of a B lot on its purchase NAV, falling with the years held', () => {
    const q = quoteAll(spec('970031'), lot('b', '20250102', '1000', 'B', '1.1000'), '1.3000');
    // 690 days: redemption 0.25 % of 1300 = 3.25; back-end 1.2 % of 1100 = 13.20.
    expect(summary(q)).toMatchObject({ gross: '1300.00', fee: '16.45', net: '1283.55' });
    expect(q.lots[0].backEndRate?.toString()).toBe('0.012');
    expect(q.lots[0].feeFreeFrom).toBe('20300101');
  });

  it('charges reinvested dividend shares the redemption fee from the reinvestment date, never a back-end fee', () => {
    const q = quoteAll(
      spec('970031'),
      { ...lot('r', '20261120', '100', 'B', '1.2000'), reinvested: true },
      '1.3000',
    );
    // 3 days since the reinvestment: 1.5 % of 130 = 1.95; no back-end fee on shares no fee was deferred on.
    expect(summary(q)).toMatchObject({ gross: '130.00', fee: '1.95', net: '128.05' });
    expect(q.lots[0]).toMatchObject({ holdingDays: 3, backEndRate: null });
  });

  it('marks a lot already free of fees, and a money-market redemption has no fee', () => {
    const old = quoteAll(spec('970031'), lot('a', '20230105', '10'), '1');
    expect(old.lots[0]).toMatchObject({ holdingDays: 1418, feeFreeFrom: null });
    expect(old.fee.toString()).toBe('0');
    const cash = quoteAll(spec('970001'), lot('m', '20261120', '500'), '1');
    expect(summary(cash)).toMatchObject({ gross: '500.00', fee: '0.00', net: '500.00' });
    expect(cash.lots[0].feeFreeFrom).toBeNull();
  });

  it('gives no fee-free date when the tables never reach 0', () => {
    const equity = spec('970031');
    const fund = {
      ...equity,
      fees: {
        ...equity.fees,
        redemption: [
          { fromDays: 0, rate: '0.015' },
          { fromDays: 7, rate: '0.001' },
        ],
      },
    };
    const q = quoteAll(fund, lot('a', '20250102', '10'), '1');
    expect(q.lots[0]).toMatchObject({ feeFreeFrom: null });
    expect(q.fee.toFixed(2)).toBe('0.01');
    const backEndForever = { ...equity, fees: { ...equity.fees, backEnd: [{ fromDays: 0, rate: '0.01' }] } };
    const b = quoteAll(backEndForever, lot('b', '20230105', '10', 'B'), '1');
    expect(b.lots[0]).toMatchObject({ feeFreeFrom: null });
  });

  it('refuses a lot confirmed after the trade date and a B lot of a fund without back-end fees', () => {
    expect(() => quoteAll(spec('970031'), lot('x', '20261124', '1'), '1')).toThrow('份额x尚未确认，不能赎回');
    expect(() => quoteAll(spec('970011'), lot('y', '20260105', '1', 'B'), '1')).toThrow(
      '该产品不支持后端收费',
    );
  });
});

describe('the holding period of a redemption fee', () => {
  it('runs from registration (T+1) to the redemption application day: bought Monday 2026-03-02, redeemed Tuesday 03-10 is past 7 days', () => {
    // The lot is registered on its purchase's confirm date, as the batch writes it.
    const equity = spec('970031');
    const registered = purchaseDates(equity, '20260302').confirmDate;
    expect(registered).toBe('20260303');
    const quote = quoteAll(equity, lot('1', registered, '1000'), '1.0000', '20260310');
    expect(quote.lots[0].holdingDays).toBe(7);
    expect(quote.lots[0].rate.toString()).toBe('0.0075');
    // The "赎回可省" date follows from the same registration day.
    expect(quote.lots[0].feeFreeFrom).toBe(addDays(registered, 730));
  });
});
