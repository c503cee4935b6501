import type { Context } from '../core/context';

/** One movement of a card's money in the book: a fast-pay debit, its reversal, or a quick withdrawal paid in (credit). */
export interface CardMovement {
  requestId: string;
  cardNo: string;
  appNo: string;
  amount: string;
  at: number;
}

/** Writes the movement once per request and kind; answers whether it is new (false: already in the book). */
export function bookMovement(
  ctx: Context,
  movement: CardMovement,
  kind: 'debit' | 'reversal' | 'credit',
): boolean {
  return (
    ctx.db.run(
      `INSERT INTO card_movements (request_id, card_no, app_no, kind, amount, at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (request_id, kind) DO NOTHING`,
      [movement.requestId, movement.cardNo, movement.appNo, kind, movement.amount, movement.at],
    ) === 1
  );
}
