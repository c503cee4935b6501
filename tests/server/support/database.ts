import { rmSync } from 'node:fs';
import path from 'node:path';

import { openDatabase, type Database } from '@/server/core/db/database';

import { tempDataDir } from './server';

/** The back office's database file in a fresh data folder, opened (not yet migrated). */
export async function openTempDatabase(): Promise<{ db: Database; dir: string }> {
  const dir = tempDataDir();
  return { db: await openDatabase(path.join(dir, 'portal.sqlite')), dir };
}

/** Closes the database and deletes its data folder. */
export function closeAndRemove(db: Database, dir: string): void {
  db.close();
  rmSync(dir, { recursive: true, force: true });
}

/** A fresh database file (not yet migrated) for each test, handed to `keep` before it; closed and deleted after it. */
export function tempDatabasePerTest(keep: (db: Database) => void): void {
  let opened: { db: Database; dir: string } | undefined;
  beforeEach(async () => {
    opened = await openTempDatabase();
    keep(opened.db);
  });
  afterEach(() => opened && closeAndRemove(opened.db, opened.dir));
}

/** The rows an order leans on: 张三 (account 1, trade account 990000000001) and one public fund on sale. */
export function seedInvestorAndFund(
  db: Database,
  fund: { code: string; name: string; riskLevel: string; fundType: string },
): void {
  db.run(
    "INSERT INTO accounts (kind, user_type, name, id_type, id_no, phone, fund_account) VALUES ('1', 'Direct', '张三', '0', '110101199003074514', '13800000001', '880000000101')",
  );
  db.run("INSERT INTO trade_accounts (trade_account, account_id) VALUES ('990000000001', 1)");
  db.run(
    "INSERT INTO funds (code, name, status, risk_level, is_public, fund_type) VALUES (?, ?, '0', ?, 1, ?)",
    [fund.code, fund.name, fund.riskLevel, fund.fundType],
  );
}

/** The bond fund 970011's purchase figures (list fee 8.00, fee 3.20, cash dividends, confirmed on T+2). */
const BOND_ORDER = {
  fundCode: '970011',
  listFee: '8.00',
  fee: '3.20',
  dividendType: '1',
  confirmDate: '20261125',
  availableDate: '20261126',
};

/**
 * An INSERT of one of 张三's orders (trade account 990000000001, 1000.00 applied Monday 2026-11-23 10:00, paid
 * by transfer), of the bond fund unless told otherwise; its app_no and business_type are the two parameters.
 */
export function orderInsert(state: string, fund: Partial<typeof BOND_ORDER> = {}): string {
  const row = { ...BOND_ORDER, ...fund };
  return `INSERT INTO orders (app_no, account_id, trade_account, fund_code, business_type, state, apply_sum,
  fee_mode, list_fee, fee, capital_mode, dividend_type, first_purchase, applied_at, apply_date, apply_time,
  trade_date, confirm_date, available_date, session_hash)
  VALUES (?, 1, '990000000001', '${row.fundCode}', ?, '${state}', '1000.00', 'A', '${row.listFee}', '${row.fee}',
  '1', '${row.dividendType}', 1, 5, '20261123', '100000', '20261123', '${row.confirmDate}', '${row.availableDate}', 'h')`;
}
