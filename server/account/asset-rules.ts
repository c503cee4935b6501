import type Big from 'big.js';

import type { DividendType } from '@/api/core/contract-trading';
import type { YyyyMmDd } from '@/shared/time';

import { Decimal, roundYuan, ZERO } from '../core/money';

/**
 * The figures of one holding (a fund in one trade account), computed by walking its NAV history day by day
 * from its first confirmation: pure, decimal (big.js), no float. Definitions (the help tooltips say the same):
 * - cost (持有成本): the money paid for the shares still held (fees included), by average cost: a redemption
 *   takes its share of the cost with it; reinvested dividends and money-market income add shares, no cost
 *   (both as the confirm batch registered them: the walk never computes income of its own).
 * - holding income (持有收益) = market value − cost.
 * - cumulative income (累计收益) = market value + money received (redemptions after fees, cash dividends)
 *   − money paid (purchases with their fees), since the first purchase.
 * - yield rate (收益率) = holding income ÷ cost, in percent to 2 places.
 * - yesterday's income (昨日收益) = the cumulative income of the latest NAV day minus that of the one before.
 */

export interface Flow {
  /** The confirm date: shares move on it, at that day's NAV. */
  date: YyyyMmDd;
  kind: 'in' | 'out';
  shares: string;
  /** in: the confirmed amount paid (fee included); out: the money paid out (gross minus the fee). */
  amount: string;
}

export interface NavDay {
  date: YyyyMmDd;
  nav: string;
}

/** A money-market fund's income of a day as the confirm batch carried it over into shares (no cost). */
export interface CarriedIncome {
  /** The day it was earned (its record date): the shares are held at the end of it. */
  date: YyyyMmDd;
  shares: string;
}

/** A dividend as the confirm batch settled it (the walk never recomputes one: the registrar's row is law). */
export interface SettledDividend {
  /** The ex-date: reinvested shares are held from it, cash is owed from it. */
  date: YyyyMmDd;
  amount: string;
  /** 0 reinvest, 1 cash: the method in force on the ex-date. */
  dividendType: DividendType;
  reinvestShares: string;
}

export interface DayPoint {
  date: YyyyMmDd;
  shares: Big;
  marketValue: Big;
  cumulativeIncome: Big;
}

export interface HoldingFigures {
  shares: Big;
  cost: Big;
  nav: string | null;
  navDate: YyyyMmDd | null;
  marketValue: Big;
  holdingIncome: Big;
  cumulativeIncome: Big;
  yesterdayIncome: Big;
  /** null while the cost is zero (nothing left to compare with). */
  yieldRate: Big | null;
  days: DayPoint[];
}

/** The state of the walk: shares, cost, money in and out. */
interface Position {
  shares: Big;
  cost: Big;
  paid: Big;
  received: Big;
}

function applyFlow(p: Position, flow: Flow): void {
  const shares = new Decimal(flow.shares);
  const amount = new Decimal(flow.amount);
  if (flow.kind === 'in') {
    p.shares = p.shares.plus(shares);
    p.cost = p.cost.plus(amount);
    p.paid = p.paid.plus(amount);
    return;
  }
  const left = p.shares.minus(shares);
  p.cost = left.lte(ZERO) ? ZERO : roundYuan(p.cost.times(left).div(p.shares));
  p.shares = left.lt(ZERO) ? ZERO : left;
  p.received = p.received.plus(amount);
}

/** A settled dividend on its ex-date: cash is received, reinvested shares are held (without cost). */
function applyDividend(p: Position, dividend: SettledDividend): void {
  if (dividend.dividendType === '0') p.shares = p.shares.plus(dividend.reinvestShares);
  else p.received = p.received.plus(dividend.amount);
}

/**
 * Walks the NAV days (oldest first, those the clock has reached) with the holding's confirmed flows,
 * settled dividends and carried-over money-market income. Flows dated before the first NAV day given count
 * from that day; a flow, dividend or income on a day without a NAV counts on the next NAV day. Only what the
 * confirm batch registered counts: until it has settled an ex-date or carried a day's income over, the
 * holding shows none of it (as the registrar's records do, and as the redeem list does).
 * `held`, the shares the holding's lots hold (order/common/holdings.ts sharesHeld, what the redeem list
 * shows), is what is held now: the latest day's shares, market value and income are those of the lots (what
 * was registered after that day counts in it, at its NAV); the walk gives the days before and the cost.
 */
export function holdingFigures(
  flows: readonly Flow[],
  navs: readonly NavDay[],
  dividends: readonly SettledDividend[],
  incomes: readonly CarriedIncome[] = [],
  held?: Big,
): HoldingFigures {
  const pending = [...flows].sort((a, b) => a.date.localeCompare(b.date));
  const owed = [...dividends].sort((a, b) => a.date.localeCompare(b.date));
  const carried = [...incomes].sort((a, b) => a.date.localeCompare(b.date));
  const p: Position = { shares: ZERO, cost: ZERO, paid: ZERO, received: ZERO };
  const days: DayPoint[] = [];
  let started = false;
  for (const day of navs) {
    // The dividend belongs to the shares held before today's flows; a day's money-market income to those
    // held at its end, after them.
    while (owed.length > 0 && owed[0].date <= day.date) {
      const dividend = owed.shift();
      if (dividend) applyDividend(p, dividend);
    }
    while (pending.length > 0 && pending[0].date <= day.date) {
      const flow = pending.shift();
      if (flow) applyFlow(p, flow);
      started = true;
    }
    while (carried.length > 0 && carried[0].date <= day.date) {
      const income = carried.shift();
      if (income) p.shares = p.shares.plus(income.shares);
    }
    if (!started) continue;
    const marketValue = roundYuan(p.shares.times(day.nav));
    days.push({
      date: day.date,
      shares: p.shares,
      marketValue,
      cumulativeIncome: marketValue.plus(p.received).minus(p.paid),
    });
  }
  const registeredSince = held !== undefined && pending.length > 0;
  const lastNav = started || registeredSince ? navs.at(-1) : undefined;
  if (held && lastNav && (days.length > 0 || registeredSince)) {
    // Registered after the latest NAV day (confirmed today before 20:00, or on a day without a NAV): held
    // now, valued at that NAV.
    for (const dividend of owed) applyDividend(p, dividend);
    for (const flow of pending) applyFlow(p, flow);
    p.shares = held;
    const marketValue = roundYuan(held.times(lastNav.nav));
    const point = {
      date: lastNav.date,
      shares: held,
      marketValue,
      cumulativeIncome: marketValue.plus(p.received).minus(p.paid),
    };
    if (days.length > 0) days[days.length - 1] = point;
    else days.push(point);
  }
  const last = days.at(-1);
  const before = days.at(-2);
  const marketValue = last?.marketValue ?? ZERO;
  const holdingIncome = marketValue.minus(p.cost);
  return {
    shares: p.shares,
    cost: p.cost,
    nav: lastNav?.nav ?? null,
    navDate: lastNav?.date ?? null,
    marketValue,
    holdingIncome: last ? holdingIncome : ZERO,
    cumulativeIncome: last?.cumulativeIncome ?? ZERO,
    yesterdayIncome: last && before ? last.cumulativeIncome.minus(before.cumulativeIncome) : ZERO,
    yieldRate: p.cost.gt(ZERO) ? holdingIncome.div(p.cost).times('100').round(2, 1) : null,
    days,
  };
}

/** Totals of several holdings: the sums of market value, cumulative and yesterday's income. */
export function totalsOf(figures: readonly HoldingFigures[]): { assets: Big; income: Big; yesterday: Big } {
  return figures.reduce(
    (t, f) => ({
      assets: t.assets.plus(f.marketValue),
      income: t.income.plus(f.cumulativeIncome),
      yesterday: t.yesterday.plus(f.yesterdayIncome),
    }),
    { assets: ZERO, income: ZERO, yesterday: ZERO },
  );
}
