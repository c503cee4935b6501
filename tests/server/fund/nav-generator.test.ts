import { tradingDaysBetween } from '@/server/core/calendar';
import { Decimal, parseNav } from '@/server/core/money';
import { CATALOGUE, findFund } from '@/server/fund/catalogue';
import { generateNavHistory, type NavPoint } from '@/server/fund/nav-generator';
import type { FundSpec } from '@/server/fund/types';
import { addDays, daysBetween } from '@/shared/time';

const spec = (code: string) => findFund(code) as FundSpec;
const NOW = '20261123';

/** Standard deviation of daily log-free returns, from the decimal NAVs (dividend days left out). */
function dailyVolatility(history: NavPoint[]): number {
  const moves = history.slice(1).flatMap((p, i) => {
    if (p.dividend) return [];
    return [Number(parseNav(p.nav).div(history[i].nav).minus('1').toFixed(8))];
  });
  const mean = moves.reduce((a, b) => a + b, 0) / moves.length;
  return Math.sqrt(moves.reduce((a, b) => a + (b - mean) ** 2, 0) / moves.length);
}

describe('NAV history of a NAV fund', () => {
  const fund = spec('970011');
  const history = generateNavHistory(fund, NOW);

  it('is the same for the same fund every time, and different for another fund', () => {
    expect(generateNavHistory(fund, NOW)).toEqual(history);
    expect(
      generateNavHistory(spec('970013'), NOW)
        .slice(1, 20)
        .map((p) => p.nav),
    ).not.toEqual(history.slice(1, 20).map((p) => p.nav));
  });

  it('extends without changing the past when the clock moves on', () => {
    const shorter = generateNavHistory(fund, '20250630');
    expect(history.slice(0, shorter.length)).toEqual(shorter);
    expect(shorter[shorter.length - 1].date).toBe('20250630');
  });

  it('has one point per trading day from inception at par, with 4-place NAVs', () => {
    expect(history.map((p) => p.date)).toEqual(tradingDaysBetween(fund.inception as string, NOW));
    expect(history[0]).toMatchObject({ date: '20230110', nav: '1.0000', totalNav: '1.0000', dividend: null });
    for (const p of history) {
      expect(p.nav).toMatch(/^\d+\.\d{4}$/);
      expect(p.myriadIncome).toBeNull();
    }
  });

  it('drops the NAV by each dividend on its ex-date and keeps it in the total NAV', () => {
    let paid = new Decimal('0');
    for (const p of history) {
      if (p.dividend) paid = paid.plus(p.dividend);
      expect(parseNav(p.totalNav).minus(p.nav).eq(paid)).toBe(true);
    }
    expect(history.filter((p) => p.dividend).map((p) => [p.date, p.dividend])).toEqual([
      ['20231215', '0.0120'],
      ['20241216', '0.0150'],
      ['20251215', '0.0130'],
    ]);
  });

  it('moves more for higher risk: an R5 fund is several times as volatile as an R2 fund', () => {
    const r5 = dailyVolatility(generateNavHistory(spec('970051'), NOW));
    const r2 = dailyVolatility(history);
    expect(r5).toBeGreaterThan(5 * r2);
    expect(r5).toBeLessThan(0.1);
  });
});

describe('NAV history of a money-market fund', () => {
  const history = generateNavHistory(spec('970001'), NOW);

  it('has a point for every calendar day, weekends and holidays included, at NAV 1.0000', () => {
    expect(history).toHaveLength(daysBetween('20230103', NOW) + 1);
    expect(history[1].date).toBe(addDays('20230103', 1));
    for (const p of history) expect([p.nav, p.totalNav, p.dividend]).toEqual(['1.0000', '1.0000', null]);
  });

  it('publishes the income per 10 000 shares and the 7-day yield of the CSRC formula', () => {
    for (const [i, p] of history.entries()) {
      expect(p.myriadIncome).toMatch(/^\d+\.\d{4}$/);
      const window = history.slice(Math.max(0, i - 6), i + 1);
      const sum = window.reduce((s, q) => s.plus(q.myriadIncome as string), new Decimal('0'));
      const expected = sum.div(String(window.length)).times('365').div('10000').round(5);
      expect([p.date, p.sevenDayYield]).toEqual([p.date, expected.toFixed(5)]);
    }
  });

  it('yields what money-market funds yielded: about 2.3 % in 2023 falling to about 1.3 %', () => {
    const yieldOn = (date: string) => Number(history.find((p) => p.date === date)?.sevenDayYield);
    expect(yieldOn('20230301')).toBeGreaterThan(0.018);
    expect(yieldOn('20230301')).toBeLessThan(0.028);
    expect(yieldOn('20261101')).toBeGreaterThan(0.008);
    expect(yieldOn('20261101')).toBeLessThan(0.018);
  });
});

describe('the span of a history', () => {
  it('is empty for a fund not yet established and before inception', () => {
    expect(generateNavHistory(spec('970032'), NOW)).toEqual([]);
    expect(generateNavHistory(spec('970081'), '20260306')).toEqual([]);
  });

  it('ends at the last NAV of a terminated fund and at the last day the calendar knows (C10)', () => {
    expect(generateNavHistory(spec('970071'), NOW).at(-1)?.date).toBe('20251226');
    // Production's rule: an unpublished year's days are known through 19 January (only 元旦 comes before).
    expect(generateNavHistory(spec('970001'), '20271231').at(-1)?.date).toBe('20270119');
  });

  // Its speed is the seed's and the benchmark's concern (npm run bench:server), not a timed test's: a timer
  // here failed on a loaded machine.
  it('is generated for the whole catalogue over three years', () => {
    const points = CATALOGUE.reduce((n, f) => n + generateNavHistory(f, NOW).length, 0);
    expect(points).toBeGreaterThan(20000);
  });
});
