import type { Context } from '../core/context';

export interface SwitchRow {
  id: number;
  account_id: number;
  card_id: number;
  action: 'open' | 'close';
  state: 'pending' | 'done';
}

/** An opening started (its SMS sent) or a closing done, as the record of the switch. */
export function insertSwitch(
  ctx: Context,
  row: { accountId: number; cardId: number; action: SwitchRow['action']; done: boolean; now: number },
): number {
  ctx.db.run(
    'INSERT INTO bank_fast_pay_switches (account_id, card_id, action, state, created_at, done_at) VALUES (?, ?, ?, ?, ?, ?)',
    [
      row.accountId,
      row.cardId,
      row.action,
      row.done ? 'done' : 'pending',
      row.now,
      row.done ? row.now : null,
    ],
  );
  return ctx.db.get<{ id: number }>('SELECT last_insert_rowid() AS id')?.id as number;
}

export function switchById(ctx: Context, id: number): SwitchRow | undefined {
  return ctx.db.get<SwitchRow>(
    'SELECT id, account_id, card_id, action, state FROM bank_fast_pay_switches WHERE id = ?',
    [id],
  );
}

/** Marks the opening done and the card's fast pay on (or off for a closing). */
export function completeSwitch(ctx: Context, row: SwitchRow, now: number): void {
  ctx.db.run("UPDATE bank_fast_pay_switches SET state = 'done', done_at = ? WHERE id = ?", [now, row.id]);
  setFastPay(ctx, row.card_id, row.action === 'open');
}

export function setFastPay(ctx: Context, cardId: number, on: boolean): void {
  ctx.db.run('UPDATE bank_cards SET fast_pay = ? WHERE id = ?', [on ? 1 : 0, cardId]);
}
