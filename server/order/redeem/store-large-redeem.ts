import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';

/** The part of each redemption confirmed on a fund's open day (the manager's 巨额赎回 decision); null: all. */
export function acceptRatioOn(ctx: Context, fundCode: string, tradeDate: YyyyMmDd): string | null {
  return (
    ctx.db.get<{ accept_ratio: string }>(
      'SELECT accept_ratio FROM large_redemptions WHERE fund_code = ? AND trade_date = ?',
      [fundCode, tradeDate],
    )?.accept_ratio ?? null
  );
}

export function decideLargeRedeem(
  ctx: Context,
  fundCode: string,
  tradeDate: YyyyMmDd,
  acceptRatio: string,
): void {
  ctx.db.run(
    'INSERT INTO large_redemptions (fund_code, trade_date, accept_ratio) VALUES (?, ?, ?) ON CONFLICT (fund_code, trade_date) DO UPDATE SET accept_ratio = excluded.accept_ratio',
    [fundCode, tradeDate, acceptRatio],
  );
}
