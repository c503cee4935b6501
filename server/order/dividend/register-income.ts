import { addDays, shanghaiParts, type YyyyMmDd } from '@/shared/time';
import { categoryPolicy } from '@/shared/trading';

import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { Decimal, ZERO } from '../../core/money';
import { fundSpecs } from '../../fund/funds';
import { navHistory } from '../../fund/store-navs';
import type { FundSpec } from '../../fund/types';
import { holderKey, holdersThrough } from '../../holding/lot-history';
import { incomeShares } from './income-rules';
import { type LotHistory, sharesAtEndOf } from './rules';
import { carryOver, incomeHoldings, insertIncome } from './store-income';

const total = (lots: readonly LotHistory[], day: YyyyMmDd) =>
  [...sharesAtEndOf(lots, day).values()].reduce((sum, shares) => sum.plus(shares), ZERO);

/** The last day a history changed (a registration or a redemption); nothing changes after it. */
const lastChange = (lots: readonly LotHistory[]) =>
  lots.reduce((last, lot) => {
    const dates = [lot.confirmDate, ...lot.taken.map((t) => t.date)];
    return dates.reduce((l, d) => (d > l ? d : l), last);
  }, '');

interface Span {
  accountId: number;
  tradeAccount: string;
  from: YyyyMmDd;
  to: YyyyMmDd;
  lots: LotHistory[];
}

/** The days of each holding of the fund still to register through `through`, with the holding's history. */
function spans(ctx: Context, spec: FundSpec, through: YyyyMmDd): Span[] {
  const rows = incomeHoldings(ctx, spec.code);
  if (rows.every((row) => row.last !== null && row.last >= through)) return [];
  const holders = holdersThrough(ctx, spec.code, through);
  return rows.flatMap((row) => {
    const lots = holders.get(holderKey(row.account_id, row.trade_account))?.lots ?? [];
    if (lots.length === 0) return [];
    const first = lots.reduce((f, lot) => (lot.confirmDate < f ? lot.confirmDate : f), lots[0].confirmDate);
    const from = row.last ? addDays(row.last, 1) : first;
    // An emptied holding held nothing from its last change on: no day after it to register.
    const to = new Decimal(row.shares).gt(ZERO) ? through : addDays(lastChange(lots), -1);
    const end = to < through ? to : through;
    return from <= end
      ? [{ accountId: row.account_id, tradeAccount: row.trade_account, from, to: end, lots }]
      : [];
  });
}

/** Registers one holding's days: each day's row, then the carried shares added to its lot at once. */
function registerSpan(ctx: Context, spec: FundSpec, span: Span, at: number): number {
  const days = navHistory(ctx, spec.code, span.to, span.from).filter((p) => p.myriadIncome !== null);
  const key = { accountId: span.accountId, tradeAccount: span.tradeAccount, fundCode: spec.code };
  const shareType = span.lots[0].shareType;
  const lots = [...span.lots];
  let carried = ZERO;
  let firstDate: YyyyMmDd | null = null;
  let lastDate: YyyyMmDd = span.from;
  let written = 0;
  transaction(ctx, () => {
    for (const day of days) {
      const shares = total(lots, day.date);
      if (shares.lte(ZERO)) continue;
      const income = incomeShares(shares, day.myriadIncome as string);
      insertIncome(ctx, {
        ...key,
        incomeDate: day.date,
        shares: shares.toFixed(2),
        myriadIncome: day.myriadIncome as string,
        incomeShares: income.toFixed(2),
        registeredDate: shanghaiParts(at).date,
        at,
      });
      written += 1;
      if (income.lte(ZERO)) continue;
      // Registered at the end of the day: part of the next day's shares, not of its own.
      lots.push({ shareType, confirmDate: day.date, shares: income, taken: [] });
      carried = carried.plus(income);
      firstDate ??= day.date;
      lastDate = day.date;
    }
    if (carried.gt(ZERO) && firstDate) {
      carryOver(ctx, key, {
        shares: carried.toFixed(2),
        firstDate,
        feeMode: shareType,
        nav: '1.0000',
        lastDate,
      });
    }
  });
  return written;
}

/**
 * The income step of the confirm batch: for every money-market holding, every published NAV day through
 * `through` not registered yet on which it held shares (registered at the end of the day), the day's
 * income carried over into shares (income-rules.ts). Computed from the dated records (lots, redemptions,
 * earlier income), so a batch that runs late (a clock jump of many days) registers each day as it was.
 * Idempotent: a registered (holding, day) is never registered again. Answers how many days it registered.
 */
export function registerIncome(ctx: Context, through: YyyyMmDd, at: number): number {
  return fundSpecs(ctx)
    .filter((spec) => categoryPolicy(spec.category).dailyIncome)
    .reduce(
      (sum, spec) =>
        sum + spans(ctx, spec, through).reduce((n, span) => n + registerSpan(ctx, spec, span, at), 0),
      0,
    );
}
