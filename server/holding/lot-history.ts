import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../core/context';
import { Decimal, ZERO } from '../core/money';
import type { LotHistory } from '../order/dividend/rules';
import { lotsThrough, lotTakes } from '../order/dividend/store';
import { carryOverLots, incomeAdditions } from '../order/dividend/store-income';

export interface Holder {
  accountId: number;
  tradeAccount: string;
  lots: LotHistory[];
}

export const holderKey = (accountId: number, tradeAccount: string) => `${accountId}/${tradeAccount}`;

/**
 * The holders of a fund with the dated history of their lots registered by the end of `day` (dividend-
 * rules.ts sharesAtEndOf reads it): each lot with the shares it was registered with and what each
 * redemption took from it, and when. A carry-over lot (money-market income) grows after its date, so it
 * enters as its dated additions (the daily income register) plus what redemptions took from it; the sum
 * is what it held at the end of any day.
 */
export function holdersThrough(ctx: Context, fundCode: string, day: YyyyMmDd): Map<string, Holder> {
  const taken = new Map<number, Array<{ date: YyyyMmDd; shares: Decimal }>>();
  for (const take of lotTakes(ctx, fundCode)) {
    const list = taken.get(take.lot_id) ?? [];
    list.push({ date: take.date, shares: new Decimal(take.shares) });
    taken.set(take.lot_id, list);
  }
  const holders = new Map<string, Holder>();
  const holderOf = (accountId: number, tradeAccount: string) => {
    const key = holderKey(accountId, tradeAccount);
    const holder = holders.get(key) ?? { accountId, tradeAccount, lots: [] };
    holders.set(key, holder);
    return holder;
  };
  for (const lot of lotsThrough(ctx, fundCode, day)) {
    const takes = taken.get(lot.id) ?? [];
    holderOf(lot.account_id, lot.trade_account).lots.push({
      shareType: lot.fee_mode,
      confirmDate: lot.confirm_date,
      // What it was confirmed with: what it holds now plus what redemptions took.
      shares: takes.reduce((sum, t) => sum.plus(t.shares), new Decimal(lot.shares)),
      taken: takes,
    });
  }
  const carried = new Map(
    carryOverLots(ctx, fundCode).map((lot) => [holderKey(lot.account_id, lot.trade_account), lot]),
  );
  for (const row of incomeAdditions(ctx, fundCode, day)) {
    const lot = carried.get(holderKey(row.account_id, row.trade_account));
    if (!lot) continue;
    holderOf(row.account_id, row.trade_account).lots.push({
      shareType: lot.fee_mode,
      confirmDate: row.income_date,
      shares: new Decimal(row.income_shares),
      taken: [],
    });
  }
  for (const lot of carried.values()) {
    if (lot.confirm_date > day) continue;
    holderOf(lot.account_id, lot.trade_account).lots.push({
      shareType: lot.fee_mode,
      confirmDate: lot.confirm_date,
      shares: ZERO,
      taken: taken.get(lot.id) ?? [],
    });
  }
  return holders;
}
