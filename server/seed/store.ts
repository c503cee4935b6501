import type { Context } from '../core/context';

export interface SeedAccount {
  kind: string;
  userType: string;
  name: string;
  idType: string;
  idNo: string;
  phone: string;
  fundAccount: string;
  passwordHash: string | null;
  tradePasswordHash: string;
  mustChangePassword: boolean;
  onlineEntrustment: boolean;
  crmId: string | null;
  risk: string | null;
  riskEndDate: string | null;
  riskLowest: boolean;
  professionalEnd: string | null;
  qualifiedEnd: string | null;
  qualifiedKind: string | null;
  varieties: string;
  limit: string;
  horizon: string;
  varietyCodes: string[];
  blacklisted: boolean;
  idValidFrom: string;
  idValidTo: string;
  agentName: string | null;
  agentIdNo: string | null;
}

export function isSeeded(ctx: Context): boolean {
  return !!ctx.db.get("SELECT 1 FROM meta WHERE key = 'seeded'");
}

/** Whether any of these ID numbers has an account (the demo investors in a folder that lost its mark). */
export function anyAccountWithIdNo(ctx: Context, idNos: string[]): boolean {
  return !!ctx.db.get(`SELECT 1 FROM accounts WHERE id_no IN (${idNos.map(() => '?').join(', ')})`, idNos);
}

export function markSeeded(ctx: Context, at: string): void {
  ctx.db.run("INSERT INTO meta (key, value) VALUES ('seeded', ?)", [at]);
}

/** Inserts an account with its trade accounts; answers its id. */
export function insertAccount(ctx: Context, a: SeedAccount, tradeAccounts: string[]): number {
  ctx.db.run(
    `INSERT INTO accounts (kind, user_type, name, id_type, id_no, phone, fund_account, password_hash,
      trade_password_hash, must_change_password, online_entrustment, crm_id, risk, risk_end_date, risk_lowest,
      highest_risk, professional_end, qualified_end, qualified_kind, investment_varieties, investment_limit,
      id_valid_from, id_valid_to, agent_name, agent_id_no)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      a.kind,
      a.userType,
      a.name,
      a.idType,
      a.idNo,
      a.phone,
      a.fundAccount,
      a.passwordHash,
      a.tradePasswordHash,
      a.mustChangePassword ? 1 : 0,
      a.onlineEntrustment ? 1 : 0,
      a.crmId,
      a.risk,
      a.riskEndDate,
      a.riskLowest ? 1 : 0,
      a.risk,
      a.professionalEnd,
      a.qualifiedEnd,
      a.qualifiedKind,
      a.varieties,
      a.limit,
      a.idValidFrom,
      a.idValidTo,
      a.agentName,
      a.agentIdNo,
    ],
  );
  const id = ctx.db.get<{ id: number }>('SELECT id FROM accounts WHERE id_no = ?', [a.idNo])?.id as number;
  ctx.db.run(
    'INSERT INTO investor_profiles (account_id, investment_horizon, investment_variety_codes, blacklisted) VALUES (?, ?, ?, ?)',
    [id, a.horizon, a.varietyCodes.join(','), a.blacklisted ? 1 : 0],
  );
  for (const trade of tradeAccounts) {
    ctx.db.run('INSERT INTO trade_accounts (trade_account, account_id) VALUES (?, ?)', [trade, id]);
  }
  return id;
}

export function insertRegisteredToken(ctx: Context, tokenHash: string, accountId: number): void {
  ctx.db.run(
    "INSERT INTO handover_tokens (token_hash, kind, account_id, reusable) VALUES (?, 'registered', ?, 1)",
    [tokenHash, accountId],
  );
}

export function insertAdviser(
  ctx: Context,
  adviser: { code: string; name: string; clientIdNo: string },
): void {
  ctx.db.run(
    'INSERT INTO advisers (code, name, client_account_id) SELECT ?, ?, id FROM accounts WHERE id_no = ?',
    [adviser.code, adviser.name, adviser.clientIdNo],
  );
}

export function insertFund(
  ctx: Context,
  fund: {
    code: string;
    name: string;
    status: string;
    risk: string;
    isPublic: boolean;
    type: string;
    white: boolean;
  },
): void {
  ctx.db.run(
    'INSERT INTO funds (code, name, status, risk_level, is_public, fund_type, white_list) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [fund.code, fund.name, fund.status, fund.risk, fund.isPublic ? 1 : 0, fund.type, fund.white ? 1 : 0],
  );
}

export function insertReceivingAccount(
  ctx: Context,
  account: {
    fundCode: string;
    bankName: string;
    name: string;
    station: string;
    account: string;
    payCode: string;
  },
): void {
  ctx.db.run(
    'INSERT INTO receiving_accounts (fund_code, bank_name, name, station, account, pay_code) VALUES (?, ?, ?, ?, ?, ?)',
    [account.fundCode, account.bankName, account.name, account.station, account.account, account.payCode],
  );
}

/** Every account's id by its document number (the seeds that follow the accounts'). */
export function accountIdsByIdNo(ctx: Context): Map<string, number> {
  return new Map(
    ctx.db
      .all<{ id: number; id_no: string }>('SELECT id, id_no FROM accounts')
      .map((row) => [row.id_no, row.id]),
  );
}
