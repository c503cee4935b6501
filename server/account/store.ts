import type { Context } from '../core/context';

/** Records a wrong trade password and answers how many fell within the window (one transaction). */
export function addTradePasswordFailure(
  ctx: Context,
  accountId: number,
  now: number,
  windowMs: number,
): number {
  return ctx.db.tx(() => {
    ctx.db.run('INSERT INTO trade_password_failures (account_id, at) VALUES (?, ?)', [accountId, now]);
    const row = ctx.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM trade_password_failures WHERE account_id = ? AND at > ?',
      [accountId, now - windowMs],
    );
    return row?.n ?? 0;
  });
}

export function lockTradePassword(ctx: Context, accountId: number, until: number): void {
  ctx.db.tx(() => {
    ctx.db.run('DELETE FROM trade_password_failures WHERE account_id = ?', [accountId]);
    ctx.db.run('INSERT OR REPLACE INTO trade_password_locks (account_id, locked_until) VALUES (?, ?)', [
      accountId,
      until,
    ]);
  });
}

/** Forgets the failures and the lock after a right password; writes only when there is anything to forget. */
export function clearTradePasswordFailures(ctx: Context, accountId: number): void {
  ctx.db.tx(() => {
    const state = ctx.db.get<{ locks: number; failures: number }>(
      `SELECT (SELECT COUNT(*) FROM trade_password_locks WHERE account_id = ?) AS locks,
        (SELECT COUNT(*) FROM trade_password_failures WHERE account_id = ?) AS failures`,
      [accountId, accountId],
    );
    if (!state || (state.locks === 0 && state.failures === 0)) return;
    ctx.db.run('DELETE FROM trade_password_failures WHERE account_id = ?', [accountId]);
    ctx.db.run('DELETE FROM trade_password_locks WHERE account_id = ?', [accountId]);
  });
}

export function tradeLockedUntil(ctx: Context, accountId: number): number | null {
  return (
    ctx.db.get<{ until: number }>(
      'SELECT locked_until AS until FROM trade_password_locks WHERE account_id = ?',
      [accountId],
    )?.until ?? null
  );
}

export function isBlacklisted(ctx: Context, accountId: number): boolean {
  return !!ctx.db.get('SELECT 1 FROM investor_profiles WHERE account_id = ? AND blacklisted = 1', [
    accountId,
  ]);
}

export function ownsTradeAccount(ctx: Context, accountId: number, tradeAccount: string): boolean {
  return !!ctx.db.get('SELECT 1 FROM trade_accounts WHERE account_id = ? AND trade_account = ?', [
    accountId,
    tradeAccount,
  ]);
}

export interface InvestorProfileRow {
  investment_horizon: string | null;
  investment_variety_codes: string;
  blacklisted: number;
}

/** The suitability fields beside the account's risk level; defaults when the investor filled in nothing. */
export function investorProfile(ctx: Context, accountId: number): InvestorProfileRow {
  return (
    ctx.db.get<InvestorProfileRow>(
      'SELECT investment_horizon, investment_variety_codes, blacklisted FROM investor_profiles WHERE account_id = ?',
      [accountId],
    ) ?? { investment_horizon: null, investment_variety_codes: '', blacklisted: 0 }
  );
}
