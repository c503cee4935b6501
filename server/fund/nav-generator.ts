import { dayNumber, fromDayNumber, type YyyyMmDd } from '@/shared/time';

import { calendarRange, tradingDaysBetween } from '../core/calendar';
import { parseNav } from '../core/money';
import { createPrng, seedOf } from './prng';
import type { FundSpec } from './types';

/**
 * A fund's NAV history, made from a PRNG seeded by its code: the same fund gives the same history, and a
 * longer history starts with the shorter one (a fund's series always starts at its inception), so the clock
 * can move on and only new days appear. Values are kept as integers of the last decimal place (1.0000 is
 * 10000) while generating, so nothing is a binary fraction when it becomes text.
 *
 * NAV funds: one point per trading day from inception (NAV 1.0000); a day's return is drift/244 +
 * volatility/√244 × N(0,1), within ±10 %; on an ex-dividend date the NAV drops by the dividend and the total
 * NAV (累计净值) keeps it. Money-market funds: NAV 1.0000 and one point per calendar day (they earn and
 * publish income for weekends and holidays too): the income per 10 000 shares (万份收益, 4 places) and the
 * 7-day annualised yield (七日年化, the CSRC formula for monthly carried-over funds: the mean of the last
 * 7 days' income × 365 / 10 000, as a fraction to 5 places, i.e. a percent to 3).
 */
export interface NavPoint {
  date: YyyyMmDd;
  nav: string;
  totalNav: string;
  /** Dividend per share with this ex-date. */
  dividend: string | null;
  myriadIncome: string | null;
  sevenDayYield: string | null;
}

const TRADING_DAYS_PER_YEAR = 244;
const MAX_DAILY_MOVE = 0.1;
/** A NAV never falls below 0.0100 (the generator's guard; no catalogue fund comes near it). */
const NAV_FLOOR = 100;

const places = (value: number, digits: number): string => {
  const text = String(value).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
};
/** Exact half-up division of non-negative integers. */
const roundDiv = (a: number, b: number) => {
  const q = Math.floor(a / b);
  return 2 * (a - q * b) >= b ? q + 1 : q;
};
const toUnits = (text: string) => Number(parseNav(text).times('10000').toFixed(0));

/** The span over which a money-market fund's yield moves from yieldFrom to yieldTo. */
const YIELD_TREND_SPAN: YyyyMmDd[] = ['20230101', '20261231'];

export function generateNavHistory(fund: FundSpec, through: YyyyMmDd): NavPoint[] {
  if (!fund.inception) return [];
  // Never a NAV on a day whose closures are only guessed (production: past 19 January of an unpublished year).
  const { knownThrough: last } = calendarRange();
  let end = through < last ? through : last;
  if (fund.lastNavDate && fund.lastNavDate < end) end = fund.lastNavDate;
  if (end < fund.inception) return [];
  return fund.model.kind === 'money-market'
    ? moneyMarketHistory(fund, fund.model.yieldFrom, fund.model.yieldTo, end)
    : navHistory(fund, fund.model.annualDrift, fund.model.annualVolatility, end);
}

function navHistory(fund: FundSpec, drift: number, volatility: number, end: YyyyMmDd): NavPoint[] {
  const prng = createPrng(seedOf(fund.code));
  const [dailyDrift, dailyVol] = [
    drift / TRADING_DAYS_PER_YEAR,
    volatility / Math.sqrt(TRADING_DAYS_PER_YEAR),
  ];
  const dividends = new Map(fund.dividends.map((d) => [d.exDate, d.perShare]));
  let [nav, paid] = [10000, 0];
  return tradingDaysBetween(fund.inception as YyyyMmDd, end).map((date, i) => {
    if (i > 0) {
      const move = Math.max(-MAX_DAILY_MOVE, Math.min(MAX_DAILY_MOVE, dailyDrift + dailyVol * prng.normal()));
      nav = Math.max(NAV_FLOOR, Math.round(nav * (1 + move)));
    }
    const dividend = dividends.get(date) ?? null;
    if (dividend) {
      nav = Math.max(NAV_FLOOR, nav - toUnits(dividend));
      paid += toUnits(dividend);
    }
    return {
      date,
      nav: places(nav, 4),
      totalNav: places(nav + paid, 4),
      dividend,
      myriadIncome: null,
      sevenDayYield: null,
    };
  });
}

function moneyMarketHistory(fund: FundSpec, yieldFrom: number, yieldTo: number, end: YyyyMmDd): NavPoint[] {
  const prng = createPrng(seedOf(fund.code));
  // The yield trend runs over a fixed span (continued past it), not up to `end` nor the calendar's range,
  // so that history is prefix-stable and stays the same when a year's calendar is added.
  const [first, last] = YIELD_TREND_SPAN.map(dayNumber);
  const lastSeven: number[] = [];
  const points: NavPoint[] = [];
  let [wobble, sum] = [0, 0];
  for (let day = dayNumber(fund.inception as YyyyMmDd); day <= dayNumber(end); day++) {
    wobble = 0.9 * wobble + 0.0003 * prng.normal();
    const annual = Math.max(
      0.003,
      yieldFrom + ((yieldTo - yieldFrom) * (day - first)) / (last - first) + wobble,
    );
    const income = Math.round((1e8 * annual) / 365);
    lastSeven.push(income);
    sum += income - (lastSeven.length > 7 ? (lastSeven.shift() as number) : 0);
    points.push({
      date: fromDayNumber(day),
      nav: '1.0000',
      totalNav: '1.0000',
      dividend: null,
      myriadIncome: places(income, 4),
      sevenDayYield: places(roundDiv(sum * 365, lastSeven.length * 1000), 5),
    });
  }
  return points;
}
