import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';

/** The SQL of 快速取现: the funds that offer it (with their daily pool) and the withdrawals of a day. */

/** The fund's daily quick-withdrawal pool (yuan), or null when it does not offer quick withdrawal. */
export function quickCashPool(ctx: Context, fundCode: string): string | null {
  return (
    ctx.db.get<{ daily_pool: string }>('SELECT daily_pool FROM fund_quick_cash WHERE code = ?', [fundCode])
      ?.daily_pool ?? null
  );
}

/** The amounts withdrawn quickly from the fund on the day: by one investor, or by everyone (the pool). */
export function quickWithdrawnOn(
  ctx: Context,
  fundCode: string,
  day: YyyyMmDd,
  accountId?: number,
): string[] {
  const mine = accountId === undefined ? '' : ' AND account_id = ?';
  return ctx.db
    .all<{ amount: string }>(
      `SELECT amount FROM quick_withdrawals WHERE fund_code = ? AND day = ?${mine}`,
      accountId === undefined ? [fundCode, day] : [fundCode, day, accountId],
    )
    .map((row) => row.amount);
}

export interface QuickWithdrawal {
  appNo: string;
  accountId: number;
  fundCode: string;
  day: YyyyMmDd;
  amount: string;
  cardNo: string;
  at: number;
}

export function insertQuickWithdrawal(ctx: Context, w: QuickWithdrawal): void {
  ctx.db.run(
    `INSERT INTO quick_withdrawals (app_no, account_id, fund_code, day, amount, card_no, at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [w.appNo, w.accountId, w.fundCode, w.day, w.amount, w.cardNo, w.at],
  );
}
