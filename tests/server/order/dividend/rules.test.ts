import Big from 'big.js';

import { methodInForce, settleDividend, sharesAtEndOf } from '@/server/order/dividend/rules';

const none: never[] = [];

describe('the arithmetic of a settled dividend', () => {
  it('rounds the amount half-up to the fen and the reinvested shares half-up to the hundredth share', () => {
    // 1234.57 × 0.0335 = 41.358095 → 41.36; 41.36 / 1.0731 = 38.5425… → 38.54.
    const reinvest = settleDividend({
      shares: new Big('1234.57'),
      perShare: '0.0335',
      nav: '1.0731',
      method: '0',
    });
    expect(reinvest?.amount.toFixed(2)).toBe('41.36');
    expect(reinvest?.reinvestShares.toFixed(2)).toBe('38.54');
    // 1000.10 × 0.0125 = 12.50125 → 12.50; 1000.40 × 0.0125 = 12.505 → 12.51 (half-up, never banker's).
    expect(
      settleDividend({
        shares: new Big('1000.10'),
        perShare: '0.0125',
        nav: '1',
        method: '1',
      })?.amount.toFixed(2),
    ).toBe('12.50');
    expect(
      settleDividend({
        shares: new Big('1000.40'),
        perShare: '0.0125',
        nav: '1',
        method: '1',
      })?.amount.toFixed(2),
    ).toBe('12.51');
    // 10.00 × 0.0005 = 0.005 → 0.01: half a fen is paid.
    expect(
      settleDividend({ shares: new Big('10.00'), perShare: '0.0005', nav: '1', method: '1' })?.amount.toFixed(
        2,
      ),
    ).toBe('0.01');
  });

  it('pays cash without shares, and nothing on zero shares or less than a fen', () => {
    const cash = settleDividend({
      shares: new Big('2000.00'),
      perShare: '0.0800',
      nav: '1.2000',
      method: '1',
    });
    expect([cash?.amount.toFixed(2), cash?.reinvestShares.toFixed(2)]).toEqual(['160.00', '0.00']);
    expect(
      settleDividend({ shares: new Big('0'), perShare: '0.0800', nav: '1.2000', method: '0' }),
    ).toBeNull();
    // 0.09 × 0.0500 = 0.0045 → 0.00.
    expect(
      settleDividend({ shares: new Big('0.09'), perShare: '0.0500', nav: '1.2000', method: '0' }),
    ).toBeNull();
  });
});

describe('the shares held at the end of the day before the ex-date', () => {
  const lots = [
    { shareType: 'A' as const, confirmDate: '20261102', shares: new Big('1000.00'), taken: none },
    {
      shareType: 'A' as const,
      confirmDate: '20261110',
      shares: new Big('500.00'),
      // 200 redeemed (confirmed) on the day before the ex-date, 300 more after it.
      taken: [
        { date: '20261124', shares: new Big('200.00') },
        { date: '20261126', shares: new Big('300.00') },
      ],
    },
    // Bought on the ex-date itself (confirmed that day): nothing for this dividend.
    { shareType: 'A' as const, confirmDate: '20261125', shares: new Big('700.00'), taken: none },
    { shareType: 'B' as const, confirmDate: '20261120', shares: new Big('50.00'), taken: none },
  ];

  it('counts lots confirmed by then, less what redemptions confirmed by then took, by share type', () => {
    const held = sharesAtEndOf(lots, '20261124');
    expect(held.get('A')?.toFixed(2)).toBe('1300.00');
    expect(held.get('B')?.toFixed(2)).toBe('50.00');
    expect(sharesAtEndOf(lots, '20261125').get('A')?.toFixed(2)).toBe('2000.00');
    expect(sharesAtEndOf(lots, '20261101').size).toBe(0);
  });

  it('gives shares bought on the ex-date itself nothing', () => {
    const onlyNew = sharesAtEndOf([lots[2]], '20261124');
    expect(onlyNew.size).toBe(0);
  });
});

describe('the dividend method in force on the ex-date', () => {
  const changes = [
    { confirmDate: '20261110', method: '0' as const },
    { confirmDate: '20261125', method: '1' as const },
  ];

  it('is the last change registered by the end of the ex-date (the record date), else the opening method; later changes do not reach back', () => {
    expect(methodInForce('1', changes, '20261105')).toBe('1');
    expect(methodInForce('1', changes, '20261111')).toBe('0');
    // Confirmed on the ex-date itself (applied the day before): registered by the record date, in force.
    expect(methodInForce('1', changes, '20261125')).toBe('1');
    expect(methodInForce('1', changes, '20261124')).toBe('0');
    expect(methodInForce('1', changes, '20261126')).toBe('1');
  });
});
