import type { Context } from '../core/context';

/** A new login password also ends the must-change-password state (李四's forced change, a reset). */
export function setLoginPassword(ctx: Context, accountId: number, hash: string): void {
  ctx.db.run('UPDATE accounts SET password_hash = ?, must_change_password = 0 WHERE id = ?', [
    hash,
    accountId,
  ]);
}

/** A Registered user's first login password (the must-change state does not apply to them). */
export function registerLoginPassword(ctx: Context, accountId: number, hash: string): void {
  ctx.db.tx(() => ctx.db.run('UPDATE accounts SET password_hash = ? WHERE id = ?', [hash, accountId]));
}

export function setTradePassword(ctx: Context, accountId: number, hash: string): void {
  ctx.db.tx(() => ctx.db.run('UPDATE accounts SET trade_password_hash = ? WHERE id = ?', [hash, accountId]));
}
