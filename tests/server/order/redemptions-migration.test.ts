import { rmSync } from 'node:fs';
import path from 'node:path';

import { openDatabase, type Database } from '@/server/core/db/database';
import { migrate } from '@/server/core/db/migrate';

import { tempDataDir } from '../support/server';

let dir: string;
let db: Database;
beforeEach(async () => {
  dir = tempDataDir();
  db = await openDatabase(path.join(dir, 'portal.sqlite'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const ORDER = `INSERT INTO orders (app_no, account_id, trade_account, fund_code, business_type, state, apply_sum,
  fee_mode, list_fee, fee, capital_mode, dividend_type, first_purchase, applied_at, apply_date, apply_time,
  trade_date, confirm_date, available_date, session_hash)
  VALUES (?, 1, '990000000001', '970011', ?, 'applied', '1000.00', 'A', '8.00', '3.20', '1', '1', 1, 5,
  '20261123', '100000', '20261123', '20261125', '20261126', 'h')`;

describe('014 redemptions', () => {
  it('rebuilds orders without losing a purchase or what points at it, and takes the selling business types', () => {
    migrate(db, { upTo: 13 });
    db.tx(() => {
      db.run(
        "INSERT INTO accounts (kind, user_type, name, id_type, id_no, phone, fund_account) VALUES ('1', 'Direct', '张三', '0', '110101199003074514', '13800000001', '880000000101')",
      );
      db.run("INSERT INTO trade_accounts (trade_account, account_id) VALUES ('990000000001', 1)");
      db.run(
        "INSERT INTO funds (code, name, status, risk_level, is_public, fund_type) VALUES ('970011', '债', '0', '1', 1, '债券型')",
      );
      db.run(ORDER, ['202611230000000001', 'Purchase']);
      db.run(
        "INSERT INTO idempotency_keys VALUES (1, 'key-0000000000000001', '/v1/order/purchase', 'f', '202611230000000001', '{}', 5)",
      );
    });
    expect(() => db.run(ORDER, ['202611230000000002', 'Redeem'])).toThrow(/CHECK/);

    migrate(db);
    expect(db.all('SELECT app_no, business_type, apply_share FROM orders')).toEqual([
      { app_no: '202611230000000001', business_type: 'Purchase', apply_share: null },
    ]);
    expect(db.all('SELECT app_no FROM idempotency_keys')).toEqual([{ app_no: '202611230000000001' }]);
    expect(db.all('PRAGMA foreign_key_check')).toEqual([]);
    db.tx(() => db.run(ORDER, ['202611230000000002', 'Redeem']));
    expect(
      db.all(
        "SELECT name FROM sqlite_master WHERE tbl_name = 'orders' AND type = 'index' AND sql IS NOT NULL ORDER BY 1",
      ),
    ).toEqual([{ name: 'orders_account_fund' }, { name: 'orders_applied' }, { name: 'orders_due' }]);
  });
});
