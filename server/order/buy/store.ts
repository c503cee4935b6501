import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';

/** The SQL of buying: what an investor applied for today, and whether a purchase is a first one. */

/** The amounts applied for in a fund with this trade date by the investor (buying, not cancelled, not failed). */
export function appliedAmounts(
  ctx: Context,
  accountId: number,
  fundCode: string,
  tradeDate: YyyyMmDd,
): string[] {
  return ctx.db
    .all<{ apply_sum: string }>(
      `SELECT apply_sum FROM orders WHERE account_id = ? AND fund_code = ? AND trade_date = ?
       AND business_type IN ('Purchase', 'Subscribe', 'BookPurchase') AND state NOT IN ('cancelled', 'failed')`,
      [accountId, fundCode, tradeDate],
    )
    .map((row) => row.apply_sum);
}

/**
 * First purchase: no shares of the fund held (a holding emptied by a full exit counts as none) and no
 * buying order of it still applied. Placing an order asks this; the confirm batch asks again with
 * `heldOnly` (the earlier order an additional one leaned on may have been rescinded since).
 */
export function hasBought(
  ctx: Context,
  accountId: number,
  fundCode: string,
  options: { heldOnly?: boolean } = {},
): boolean {
  const held = `SELECT 1 FROM holdings WHERE account_id = ? AND fund_code = ? AND CAST(shares AS REAL) > 0`;
  if (options.heldOnly) return !!ctx.db.get(held, [accountId, fundCode]);
  return !!ctx.db.get(
    `SELECT 1 FROM orders WHERE account_id = ? AND fund_code = ? AND state = 'applied'
       AND business_type IN ('Purchase', 'Subscribe', 'BookPurchase')
     UNION ALL ${held} LIMIT 1`,
    [accountId, fundCode, accountId, fundCode],
  );
}

/** Whether any purchase of the investor has been confirmed (a holding lot: the batch or the demo seed wrote it). */
export function hasConfirmedPurchase(ctx: Context, accountId: number): boolean {
  return !!ctx.db.get(
    `SELECT 1 FROM orders WHERE account_id = ? AND state IN ('confirmed', 'partlyConfirmed')
       AND business_type IN ('Purchase', 'Subscribe', 'BookPurchase')
     UNION ALL SELECT 1 FROM holding_lots WHERE account_id = ? LIMIT 1`,
    [accountId, accountId],
  );
}
