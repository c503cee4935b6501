import type { HoldingItem } from '@/api/account/contract-assets';
import type { DividendType } from '@/api/core/contract-trading';
import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../core/context';
import { ZERO } from '../core/money';
import { fundSpec } from '../fund/funds';
import { latestNav, navHistory } from '../fund/store-navs';
import { sharesHeld } from '../holding/holdings';
import { dividendsOf } from '../order/dividend/store';
import { incomeOf } from '../order/dividend/store-income';
import {
  type CarriedIncome,
  holdingFigures,
  type Flow,
  type HoldingFigures,
  type NavDay,
  type SettledDividend,
} from './asset-rules';
import { confirmedFlows, dividendTypes, tradeAccountsOf, type Channel } from './store-assets';

const REDEEMING = new Set(['Redeem', 'BookRedeem']);

export interface Holding {
  fundCode: string;
  fundName: string;
  fundType: string;
  tradeAccount: string;
  dividendType: DividendType;
  figures: HoldingFigures;
}

/**
 * The investor's holdings of one channel, each walked from its first confirmation to the latest NAV; with
 * `through` (a statement's period end, trading-rules N2), as registered at the end of that day and valued at
 * its NAV: nothing confirmed, settled or carried over after it counts.
 */
export function holdingsOfChannel(
  ctx: Context,
  accountId: number,
  channel: Channel,
  through?: YyyyMmDd,
): Holding[] {
  const tradeAccounts = tradeAccountsOf(ctx, accountId, channel);
  const until = through ?? '99991231';
  const flows = new Map<string, Flow[]>();
  for (const row of confirmedFlows(ctx, accountId, tradeAccounts)) {
    if (row.confirm_date > until) continue;
    const key = `${row.trade_account}/${row.fund_code}`;
    const redeeming = REDEEMING.has(row.business_type);
    const amount = redeeming
      ? // The money paid out: gross minus the redemption fee.
        ZERO.plus(row.confirmed_amount).minus(row.fee).toFixed(2)
      : row.confirmed_amount;
    const list = flows.get(key) ?? [];
    list.push({ date: row.confirm_date, kind: redeeming ? 'out' : 'in', shares: row.shares, amount });
    flows.set(key, list);
  }
  const settled = new Map<string, SettledDividend[]>();
  for (const row of dividendsOf(ctx, accountId, tradeAccounts)) {
    if (row.ex_date > until) continue;
    const key = `${row.trade_account}/${row.fund_code}`;
    settled.set(key, [
      ...(settled.get(key) ?? []),
      {
        date: row.ex_date,
        amount: row.amount,
        dividendType: row.dividend_type,
        reinvestShares: row.reinvest_shares,
      },
    ]);
  }
  // Money-market income as the confirm batch carried it over (the redeem list reads the same lots).
  const carried = new Map<string, CarriedIncome[]>();
  for (const row of incomeOf(ctx, accountId, tradeAccounts)) {
    if (row.income_date > until) continue;
    const key = `${row.trade_account}/${row.fund_code}`;
    const list = carried.get(key) ?? [];
    list.push({ date: row.income_date, shares: row.income_shares });
    carried.set(key, list);
  }
  const methods = dividendTypes(ctx, accountId);
  return [...flows].flatMap(([key, list]) => {
    const [tradeAccount, fundCode] = key.split('/');
    const spec = fundSpec(ctx, fundCode);
    if (!spec) return [];
    // From the NAV day the first confirmation is valued at: its own, or the latest before it (a lot registered
    // on a day without a NAV, or before that day's NAV, is held at once).
    const from = latestNav(ctx, fundCode, list[0].date)?.date ?? list[0].date;
    const navs: NavDay[] = navHistory(ctx, fundCode, until, from).map((p) => ({
      date: p.date,
      nav: p.nav,
    }));
    return [
      {
        fundCode,
        fundName: spec.name,
        fundType: spec.category,
        tradeAccount,
        dividendType: methods.get(key) ?? '1',
        figures: holdingFigures(
          list,
          navs,
          settled.get(key) ?? [],
          carried.get(key) ?? [],
          // Now: the shares registered today (before their NAV) count too; at a past day, its registration.
          through === undefined ? sharesHeld(ctx, accountId, tradeAccount, fundCode) : undefined,
        ),
      },
    ];
  });
}

export function holdingItem(h: Holding): HoldingItem {
  const f = h.figures;
  return {
    fundCode: h.fundCode,
    fundName: h.fundName,
    fundType: h.fundType,
    tradeAccount: h.tradeAccount,
    shares: f.shares.toFixed(2),
    nav: f.nav,
    navDate: f.navDate,
    cost: f.cost.toFixed(2),
    marketValue: f.marketValue.toFixed(2),
    holdingIncome: f.holdingIncome.toFixed(2),
    cumulativeIncome: f.cumulativeIncome.toFixed(2),
    yesterdayIncome: f.yesterdayIncome.toFixed(2),
    yieldRate: f.yieldRate?.toFixed(2) ?? null,
    dividendType: h.dividendType,
  };
}

/** A holding is shown while it holds shares. */
export const isHeld = (h: Holding) => h.figures.shares.gt(ZERO);
