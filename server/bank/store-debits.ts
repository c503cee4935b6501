import type { Context } from '../core/context';

/** The amounts a card paid by fast pay from `from` (inclusive) to `to` (exclusive): every debit taken. */
export function fastPayDebits(ctx: Context, cardNo: string, from: number, to: number): string[] {
  return ctx.db
    .all<{ apply_sum: string }>(
      `SELECT apply_sum FROM orders WHERE capital_mode = '2' AND bank_account = ? AND deduct_status = '3'
         AND paid_at >= ? AND paid_at < ?`,
      [cardNo, from, to],
    )
    .map((row) => row.apply_sum);
}

/** Why the (local) bank refuses the card's debits now, if it does (set by POST /__dev/bank/debit-refusal). */
export function debitRefusalOf(ctx: Context, cardNo: string): string | null {
  return (
    ctx.db.get<{ reason: string }>('SELECT reason FROM bank_debit_refusals WHERE card_no = ?', [cardNo])
      ?.reason ?? null
  );
}

/** The bank refuses every debit of the card with `reason` from now on; null: it pays again. */
export function setDebitRefusal(ctx: Context, cardNo: string, reason: string | null, at: number): void {
  if (reason === null) {
    ctx.db.run('DELETE FROM bank_debit_refusals WHERE card_no = ?', [cardNo]);
    return;
  }
  ctx.db.run(
    `INSERT INTO bank_debit_refusals (card_no, reason, set_at) VALUES (?, ?, ?)
       ON CONFLICT (card_no) DO UPDATE SET reason = excluded.reason, set_at = excluded.set_at`,
    [cardNo, reason, at],
  );
}
