import type { AccountKind, OrgAccountType, UserType } from '@/api/auth/contract';

import type { Context } from '../core/context';

/** A row of `accounts`: people (kind 1 and 3) and organisations (kind 0). */
export interface AccountRow {
  id: number;
  kind: AccountKind;
  user_type: UserType;
  name: string;
  id_type: string;
  id_no: string;
  phone: string;
  fund_account: string;
  password_hash: string | null;
  trade_password_hash: string | null;
  must_change_password: number;
  online_entrustment: number;
  crm_id: string | null;
  risk: string | null;
  risk_end_date: string | null;
  risk_lowest: number;
  highest_risk: string | null;
  professional_end: string | null;
  qualified_end: string | null;
  qualified_kind: string | null;
  investment_varieties: string;
  investment_limit: string;
  id_valid_from: string | null;
  id_valid_to: string | null;
  agent_name: string | null;
  agent_id_no: string | null;
  locked_until: number | null;
  last_login_at: number | null;
  prev_login_at: number | null;
}

export function accountById(ctx: Context, id: number): AccountRow | undefined {
  return ctx.db.get<AccountRow>('SELECT * FROM accounts WHERE id = ?', [id]);
}

/** A person logs in with the ID number (x or X) or the phone. */
export function findPerson(ctx: Context, account: string): AccountRow | undefined {
  return ctx.db.get<AccountRow>("SELECT * FROM accounts WHERE kind <> '0' AND (id_no = ? OR phone = ?)", [
    account.toUpperCase(),
    account,
  ]);
}

/** An organisation logs in with its fund account (type '1') or one of its fund trade accounts (type '0'). */
export function findOrganisation(
  ctx: Context,
  account: string,
  type: OrgAccountType,
): AccountRow | undefined {
  return type === '1'
    ? ctx.db.get<AccountRow>("SELECT * FROM accounts WHERE kind = '0' AND fund_account = ?", [account])
    : ctx.db.get<AccountRow>(
        "SELECT a.* FROM accounts a JOIN trade_accounts t ON t.account_id = a.id WHERE a.kind = '0' AND t.trade_account = ?",
        [account],
      );
}

export function tradeAccountsOf(ctx: Context, accountId: number): string[] {
  return ctx.db
    .all<{ trade_account: string }>(
      'SELECT trade_account FROM trade_accounts WHERE account_id = ? ORDER BY 1',
      [accountId],
    )
    .map((row) => row.trade_account);
}

/** The login moves the previous login time along (GET /v1/auth/login/info shows it). */
export function recordLogin(ctx: Context, accountId: number, now: number): void {
  ctx.db.run('UPDATE accounts SET prev_login_at = last_login_at, last_login_at = ? WHERE id = ?', [
    now,
    accountId,
  ]);
}

/** Records a wrong password and answers how many fell within the window (inside one transaction). */
export function addLoginFailure(ctx: Context, accountId: number, now: number, windowMs: number): number {
  return ctx.db.tx(() => {
    ctx.db.run('INSERT INTO login_failures (account_id, at) VALUES (?, ?)', [accountId, now]);
    const row = ctx.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM login_failures WHERE account_id = ? AND at > ?',
      [accountId, now - windowMs],
    );
    return row?.n ?? 0;
  });
}

/** Locks the account until `until` and forgets its counted failures. */
export function lockAccount(ctx: Context, accountId: number, until: number): void {
  ctx.db.tx(() => {
    ctx.db.run('DELETE FROM login_failures WHERE account_id = ?', [accountId]);
    ctx.db.run('UPDATE accounts SET locked_until = ? WHERE id = ?', [until, accountId]);
  });
}

/** A stronger hash of the same password (the cost was raised); kept only if the row still holds `was`. */
export function upgradePasswordHash(ctx: Context, accountId: number, was: string, hash: string): void {
  ctx.db.tx(() =>
    ctx.db.run('UPDATE accounts SET password_hash = ? WHERE id = ? AND password_hash = ?', [
      hash,
      accountId,
      was,
    ]),
  );
}

export function clearLoginFailures(ctx: Context, accountId: number): void {
  ctx.db.tx(() => {
    ctx.db.run('DELETE FROM login_failures WHERE account_id = ?', [accountId]);
    ctx.db.run('UPDATE accounts SET locked_until = NULL WHERE id = ?', [accountId]);
  });
}

export function hasLoginFailures(ctx: Context, accountId: number): boolean {
  return !!ctx.db.get('SELECT 1 FROM login_failures WHERE account_id = ? LIMIT 1', [accountId]);
}

/** The demo adviser and the client it serves (the gateway hand-over). */
export function firstAdviser(ctx: Context): { id: number; client_account_id: number } | undefined {
  return ctx.db.get<{ id: number; client_account_id: number }>(
    'SELECT id, client_account_id FROM advisers ORDER BY id LIMIT 1',
  );
}

export function adviserById(ctx: Context, id: number): { code: string; name: string } | undefined {
  return ctx.db.get<{ code: string; name: string }>('SELECT code, name FROM advisers WHERE id = ?', [id]);
}
