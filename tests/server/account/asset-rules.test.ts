import Big from 'big.js';

import { holdingFigures, totalsOf, type Flow, type NavDay } from '@/server/account/asset-rules';
import { assetSeries } from '@/server/account/asset-series';
import { settleDividend } from '@/server/order/dividend/rules';

const day = (date: string, nav: string): NavDay => ({ date, nav });

/** A dividend as the confirm batch's step settles it (the walk only reads settled dividends). */
function settled(date: string, shares: string, perShare: string, nav: string, method: '0' | '1') {
  const outcome = settleDividend({ shares: new Big(shares), perShare, nav, method });
  if (!outcome) throw new Error('nothing settled');
  const row = {
    date,
    shares,
    perShare,
    amount: outcome.amount.toFixed(2),
    dividendType: method,
    reinvestShares: outcome.reinvestShares.toFixed(2),
    nav,
  };
  return {
    row,
    dividend: { date, amount: row.amount, dividendType: method, reinvestShares: row.reinvestShares },
  };
}

describe('the figures of a holding (decimal, from confirmations, dividends and NAVs)', () => {
  it('values a purchase at each NAV day and defines cost, holding and cumulative income, yield and yesterday', () => {
    // 10 000 yuan confirmed with a 15 yuan fee: 9 985 / 1.0000 = 9 985 shares.
    const flows: Flow[] = [{ date: '20261102', kind: 'in', shares: '9985.00', amount: '10000.00' }];
    const f = holdingFigures(
      flows,
      [day('20261030', '0.9900'), day('20261102', '1.0000'), day('20261103', '1.0300')],
      [],
    );
    expect(f.shares.toFixed(2)).toBe('9985.00');
    expect(f.cost.toFixed(2)).toBe('10000.00');
    expect(f.marketValue.toFixed(2)).toBe('10284.55'); // 9985 × 1.03
    expect(f.holdingIncome.toFixed(2)).toBe('284.55');
    expect(f.cumulativeIncome.toFixed(2)).toBe('284.55');
    expect(f.yesterdayIncome.toFixed(2)).toBe('299.55'); // 9985 × 0.03; the fee fell on the day before
    expect(f.yieldRate?.toFixed(2)).toBe('2.85');
    expect(f.days.map((d) => d.date)).toEqual(['20261102', '20261103']);
    expect(f.navDate).toBe('20261103');
  });

  it('holds a first purchase registered after the latest NAV day (a batch on a day without a NAV) at that NAV', () => {
    // Registered Sunday 12-13, the latest NAV Friday 12-11's: held at once, never hidden until Monday's NAV.
    const flows: Flow[] = [{ date: '20261213', kind: 'in', shares: '11070.68', amount: '10000.00' }];
    const f = holdingFigures(flows, [day('20261211', '0.9000')], [], [], new Big('11070.68'));
    expect(f.shares.toFixed(2)).toBe('11070.68');
    expect(f.cost.toFixed(2)).toBe('10000.00');
    expect(f.marketValue.toFixed(2)).toBe('9963.61'); // 11070.68 × 0.9000
    expect(f.holdingIncome.toFixed(2)).toBe('-36.39');
    expect(f.yesterdayIncome.toFixed(2)).toBe('0.00');
    expect(f.navDate).toBe('20261211');
    // At a past day (a statement, no shares held now given) nothing registered after it counts.
    expect(holdingFigures(flows, [day('20261211', '0.9000')], []).shares.toFixed(2)).toBe('0.00');
  });

  it('counts only the confirmed part of a partly confirmed purchase (the refund is never paid in)', () => {
    // Applied 50 000, confirmed 40 000 over the daily cap, 10 000 refunded: only the confirmation is a flow.
    const f = holdingFigures(
      [{ date: '20261102', kind: 'in', shares: '40000.00', amount: '40000.00' }],
      [day('20261102', '1.0000'), day('20261103', '1.0010')],
      [],
    );
    expect(f.cost.toFixed(2)).toBe('40000.00');
    expect(f.marketValue.toFixed(2)).toBe('40040.00');
    expect(f.cumulativeIncome.toFixed(2)).toBe('40.00');
  });

  it('pays a cash dividend on the shares held before its ex-date into cumulative, not holding, income', () => {
    const cash = settled('20261103', '1000.00', '0.0500', '0.9500', '1');
    const f = holdingFigures(
      [{ date: '20261102', kind: 'in', shares: '1000.00', amount: '1000.00' }],
      [day('20261102', '1.0000'), day('20261103', '0.9500')],
      [cash.dividend],
    );
    expect([cash.row]).toEqual([
      expect.objectContaining({ date: '20261103', shares: '1000.00', amount: '50.00', dividendType: '1' }),
    ]);
    expect(f.marketValue.toFixed(2)).toBe('950.00');
    expect(f.holdingIncome.toFixed(2)).toBe('-50.00');
    expect(f.cumulativeIncome.toFixed(2)).toBe('0.00');
    expect(f.yesterdayIncome.toFixed(2)).toBe('0.00');
  });

  it('reinvests a dividend in shares at the ex-date NAV, without cost', () => {
    const reinvest = settled('20261103', '1000.00', '0.0500', '0.9500', '0');
    const f = holdingFigures(
      [{ date: '20261102', kind: 'in', shares: '1000.00', amount: '1000.00' }],
      [day('20261102', '1.0000'), day('20261103', '0.9500')],
      [reinvest.dividend],
    );
    expect(reinvest.row).toMatchObject({ amount: '50.00', reinvestShares: '52.63', nav: '0.9500' });
    expect(f.shares.toFixed(2)).toBe('1052.63');
    expect(f.cost.toFixed(2)).toBe('1000.00');
    expect(f.marketValue.toFixed(2)).toBe('1000.00'); // 1052.63 × 0.95 = 999.9985
    expect(f.cumulativeIncome.toFixed(2)).toBe('0.00');
  });

  it('takes the average cost out with a redemption and counts the money paid out', () => {
    const f = holdingFigures(
      [
        { date: '20261102', kind: 'in', shares: '1000.00', amount: '1000.00' },
        { date: '20261104', kind: 'out', shares: '400.00', amount: '475.00' },
      ],
      [day('20261102', '1.0000'), day('20261103', '1.2000'), day('20261104', '1.2000')],
      [],
    );
    expect(f.shares.toFixed(2)).toBe('600.00');
    expect(f.cost.toFixed(2)).toBe('600.00');
    expect(f.marketValue.toFixed(2)).toBe('720.00');
    expect(f.holdingIncome.toFixed(2)).toBe('120.00');
    // 720 + 475 − 1000: the redemption fee (5 yuan) is a loss.
    expect(f.cumulativeIncome.toFixed(2)).toBe('195.00');
    expect(f.yesterdayIncome.toFixed(2)).toBe('-5.00');
  });

  it('a sold-out holding keeps its cumulative income; a money-market fund adds the daily income the batch carried over as shares', () => {
    const sold = holdingFigures(
      [
        { date: '20261102', kind: 'in', shares: '100.00', amount: '100.00' },
        { date: '20261103', kind: 'out', shares: '100.00', amount: '110.00' },
      ],
      [day('20261102', '1.0000'), day('20261103', '1.1000')],
      [],
    );
    expect(sold.shares.toFixed(2)).toBe('0.00');
    expect(sold.yieldRate).toBeNull();
    expect(sold.cumulativeIncome.toFixed(2)).toBe('10.00');

    const money = holdingFigures(
      [{ date: '20261102', kind: 'in', shares: '100000.00', amount: '100000.00' }],
      [day('20261102', '1.0000'), day('20261103', '1.0000')],
      [],
      // The walk adds the income the batch carried over, day by day; it computes none of its own.
      [
        { date: '20261102', shares: '0.00' },
        { date: '20261103', shares: '5.00' },
      ],
    );
    expect(money.shares.toFixed(2)).toBe('100005.00');
    expect(money.yesterdayIncome.toFixed(2)).toBe('5.00');

    const totals = totalsOf([sold, money]);
    expect([totals.assets.toFixed(2), totals.income.toFixed(2), totals.yesterday.toFixed(2)]).toEqual([
      '100005.00',
      '15.00',
      '15.00',
    ]);
  });
});

describe('the asset series of a channel', () => {
  it('adds the holdings day by day, each at its latest point, and cuts the period', () => {
    const a = holdingFigures(
      [{ date: '20260901', kind: 'in', shares: '100.00', amount: '100.00' }],
      [day('20260901', '1.0000'), day('20261102', '1.5000')],
      [],
    ).days;
    const b = holdingFigures(
      [{ date: '20261101', kind: 'in', shares: '10.00', amount: '10.00' }],
      [day('20261101', '1.0000'), day('20261103', '2.0000')],
      [],
    ).days;
    const all = assetSeries([a, b], 'all');
    expect(all.map((p) => [p.date, p.totalAssets.toFixed(2), p.cumulativeIncome.toFixed(2)])).toEqual([
      ['20260901', '100.00', '0.00'],
      ['20261101', '110.00', '0.00'],
      ['20261102', '160.00', '50.00'],
      ['20261103', '170.00', '60.00'],
    ]);
    expect(assetSeries([a, b], '1m').map((p) => p.date)).toEqual(['20261101', '20261102', '20261103']);
  });
});
