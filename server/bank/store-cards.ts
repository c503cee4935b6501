import type { Context } from '../core/context';

export interface CardRow {
  id: number;
  account_id: number;
  bank_code: string;
  card_no: string;
  phone: string;
  fast_pay: number;
  state: 'pending' | 'bound' | 'untied';
  created_at: number;
  bound_at: number | null;
}

const COLUMNS = 'id, account_id, bank_code, card_no, phone, fast_pay, state, created_at, bound_at';

export function boundCardsOf(ctx: Context, accountId: number): CardRow[] {
  return ctx.db.all<CardRow>(
    `SELECT ${COLUMNS} FROM bank_cards WHERE account_id = ? AND state = 'bound' ORDER BY bound_at, id`,
    [accountId],
  );
}

export function cardById(ctx: Context, id: number): CardRow | undefined {
  return ctx.db.get<CardRow>(`SELECT ${COLUMNS} FROM bank_cards WHERE id = ?`, [id]);
}

/** The account that has this card number bound, if any. */
export function cardHolder(ctx: Context, cardNo: string): number | undefined {
  return ctx.db.get<{ account_id: number }>(
    "SELECT account_id FROM bank_cards WHERE card_no = ? AND state = 'bound'",
    [cardNo],
  )?.account_id;
}

export function insertPendingCard(
  ctx: Context,
  card: { accountId: number; bankCode: string; cardNo: string; phone: string; fastPay: boolean; now: number },
): number {
  ctx.db.run(
    "INSERT INTO bank_cards (account_id, bank_code, card_no, phone, fast_pay, state, created_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)",
    [card.accountId, card.bankCode, card.cardNo, card.phone, card.fastPay ? 1 : 0, card.now],
  );
  return ctx.db.get<{ id: number }>('SELECT last_insert_rowid() AS id')?.id as number;
}

export function markBound(ctx: Context, id: number, now: number): void {
  ctx.db.run("UPDATE bank_cards SET state = 'bound', bound_at = ? WHERE id = ?", [now, id]);
}

export function markUntied(ctx: Context, id: number, now: number): void {
  ctx.db.run("UPDATE bank_cards SET state = 'untied', untied_at = ? WHERE id = ?", [now, id]);
}

/** Money in transit on the card: a buying order paid from it and not confirmed yet. */
export function hasMoneyInTransit(ctx: Context, accountId: number, cardNo: string): boolean {
  return !!ctx.db.get(
    "SELECT app_no FROM orders WHERE account_id = ? AND bank_account = ? AND state = 'applied' LIMIT 1",
    [accountId, cardNo],
  );
}

export function insertBoundCard(
  ctx: Context,
  card: { accountId: number; bankCode: string; cardNo: string; phone: string; now: number },
): void {
  ctx.db.run(
    "INSERT INTO bank_cards (account_id, bank_code, card_no, phone, fast_pay, state, created_at, bound_at) VALUES (?, ?, ?, ?, 1, 'bound', ?, ?)",
    [card.accountId, card.bankCode, card.cardNo, card.phone, card.now, card.now],
  );
}
