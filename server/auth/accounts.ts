import type { OrgAccountType } from '@/api/types';

import type { Context } from '../context';

export interface AccountRow {
  id: number;
  kind: '0' | '1' | '2' | '3';
  user_type: 'Registered' | 'Direct';
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

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export function maskIdNo(idNo: string): string {
  return idNo.length <= 8 ? `${idNo.slice(0, 2)}****` : `${idNo.slice(0, 4)}**********${idNo.slice(-4)}`;
}
