import type { Context } from '../core/context';

/** The SQL of the user centre's auth calls: second-factor tickets and the phone change. */
export function insertSecondFactor(ctx: Context, tokenHash: string, accountId: number, now: number): void {
  ctx.db.run('INSERT INTO second_factors (token_hash, account_id, created_at) VALUES (?, ?, ?)', [
    tokenHash,
    accountId,
    now,
  ]);
}

/** Marks the account's unused ticket issued after `since` used (inside a transaction); false when none. */
export function spendSecondFactor(
  ctx: Context,
  ticket: { tokenHash: string; accountId: number; since: number; now: number },
): boolean {
  const found = ctx.db.get<{ token_hash: string }>(
    'SELECT token_hash FROM second_factors WHERE token_hash = ? AND account_id = ? AND used_at IS NULL AND created_at > ?',
    [ticket.tokenHash, ticket.accountId, ticket.since],
  );
  if (!found) return false;
  ctx.db.run('UPDATE second_factors SET used_at = ? WHERE token_hash = ?', [ticket.now, ticket.tokenHash]);
  return true;
}

export function accountIdByPhone(ctx: Context, phone: string): number | undefined {
  return ctx.db.get<{ id: number }>('SELECT id FROM accounts WHERE phone = ?', [phone])?.id;
}

export function setPhone(ctx: Context, accountId: number, phone: string): void {
  ctx.db.run('UPDATE accounts SET phone = ? WHERE id = ?', [phone, accountId]);
}
