import { parseNav } from '@/server/core/money';
import { CATALOGUE, findFund } from '@/server/fund/catalogue';
import { generateNavHistory, type NavPoint } from '@/server/fund/nav-generator';
import { indexAtOrBefore, pointOn, ratesAsOf } from '@/server/fund/rates';
import type { FundSpec } from '@/server/fund/types';

import { navPoint } from './support';

const income = (date: string, myriadIncome: string): NavPoint => ({
  date,
  nav: '1.0000',
  totalNav: '1.0000',
  dividend: null,
  myriadIncome,
  sevenDayYield: '0.02000',
});
const text = (rates: ReturnType<typeof ratesAsOf>) => ({
  threeMonth: rates.threeMonth?.toFixed(4) ?? null,
  year: rates.year?.toFixed(4) ?? null,
  total: rates.total?.toFixed(4) ?? null,
});

describe('rates of a NAV fund', () => {
  const history = [
    navPoint('20250102', '1.0000'),
    navPoint('20251121', '1.2000'),
    navPoint('20251124', '1.2500'),
    navPoint('20260821', '1.1000'),
    navPoint('20260824', '1.0000', '0.1000'),
    navPoint('20261123', '1.0500'),
  ];

  it('measures each span from the last NAV on or before its start, dividends reinvested', () => {
    // 3 months back from 20261123 is 20260823, a Sunday: the base is Friday's 1.1000. The dividend day
    // reinvests 0.1000 at 1.0000: 1.0500 / 1.1000 × (1.0000 + 0.1000) / 1.0000 = 1.05.
    // One year back is 20251123, a Sunday: base 1.2000. 1.05/1.2 × 1.1 = 0.9625.
    // Since inception: 1.05 × 1.1 = 1.155.
    expect(text(ratesAsOf(history, '20261123'))).toEqual({
      threeMonth: '0.0500',
      year: '-0.0375',
      total: '0.1550',
    });
  });

  it('uses the last NAV on or before the as-of date', () => {
    expect(text(ratesAsOf(history, '20261122'))).toEqual(text(ratesAsOf(history, '20260824')));
  });

  it('has no rate for a span longer than the history, and none at all before it', () => {
    expect(text(ratesAsOf(history.slice(2), '20261123'))).toEqual({
      threeMonth: '0.0500',
      year: null,
      total: '-0.0760',
    });
    expect(text(ratesAsOf(history, '20250101'))).toEqual({ threeMonth: null, year: null, total: null });
  });

  it('rounds half-up to 4 places', () => {
    // 2.0001 / 2.0000 − 1 = 0.00005 exactly.
    const rates = ratesAsOf([navPoint('20250102', '2.0000'), navPoint('20250103', '2.0001')], '20250103');
    expect(rates.total?.toString()).toBe('0.0001');
  });
});

describe('rates of a money-market fund', () => {
  it('adds up the incomes per share over the span, the first day counting since inception', () => {
    const history = [
      income('20260801', '0.5000'),
      income('20260823', '0.4000'),
      income('20260824', '0.3000'),
      income('20261123', '0.3000'),
    ];
    // (0.3 + 0.3) / 10000 since the base day 20260823; 1.5 / 10000 since inception.
    expect(text(ratesAsOf(history, '20261123'))).toEqual({
      threeMonth: '0.0001',
      year: null,
      total: '0.0002',
    });
  });

  it('gives the catalogue money-market fund a year rate near its yield', () => {
    const history = generateNavHistory(findFund('970001') as FundSpec, '20261123');
    const year = Number(ratesAsOf(history, '20261123').year?.toFixed(4));
    expect(year).toBeGreaterThan(0.01);
    expect(year).toBeLessThan(0.02);
  });
});

describe('finding points', () => {
  const history = [
    navPoint('20260105', '1.0000'),
    navPoint('20260106', '1.0100'),
    navPoint('20260108', '1.0200'),
  ];

  it('finds the last point on or before a date, and the point of exactly a date', () => {
    expect([
      indexAtOrBefore(history, '20260104'),
      indexAtOrBefore(history, '20260107'),
      indexAtOrBefore(history, '20261231'),
    ]).toEqual([-1, 1, 2]);
    expect(pointOn(history, '20260106')?.nav).toBe('1.0100');
    expect(pointOn(history, '20260107')).toBeNull();
    expect(indexAtOrBefore([], '20260107')).toBe(-1);
  });
});

describe('rates of the catalogue', () => {
  it('are computed for every established fund, and agree with the total NAV for funds without dividends', () => {
    for (const fund of CATALOGUE) {
      const history = generateNavHistory(fund, '20261123');
      const rates = ratesAsOf(history, '20261123');
      if (!fund.inception) {
        expect(rates.total).toBeNull();
        continue;
      }
      expect(rates.total).not.toBeNull();
      if (fund.model.kind === 'nav' && fund.dividends.length === 0) {
        const expected = parseNav(history.at(-1)?.totalNav as string).minus('1');
        expect([fund.code, rates.total?.toFixed(4)]).toEqual([fund.code, expected.toFixed(4)]);
      }
    }
  });
});
