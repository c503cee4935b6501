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
  VALUES (?, 1, '990000000001', '970011', ?, 'confirmed', '1000.00', 'A', '8.00', '3.20', '1', '1', 1, 5,
  '20261123', '100000', '20261123', '20261125', '20261126', 'h')`;
const LOT = `INSERT INTO holding_lots (account_id, trade_account, fund_code, app_no, confirm_date, shares, fee_mode,
  purchase_nav, cost) VALUES (1, '990000000001', '970011', ?, '20261125', '900.00', 'A', '1.0000', '1000.00')`;
const DIVIDEND = `INSERT INTO dividends (account_id, trade_account, fund_code, share_type, ex_date, shares,
  per_share, amount, dividend_type, reinvest_shares, nav, pay_date, settled_date, settled_at)
  VALUES (1, '990000000001', '970011', 'A', '20261201', '900.00', '0.0500', '45.00', ?, '0.00', '1.0100',
  '20261202', '20261201', 9)`;

describe('022 dividends', () => {
  it('rebuilds the lots and money records without losing a row or what points at them; a dividend may own either', () => {
    migrate(db, { upTo: 21 });
    db.tx(() => {
      db.run(
        "INSERT INTO accounts (kind, user_type, name, id_type, id_no, phone, fund_account) VALUES ('1', 'Direct', '张三', '0', '110101199003074514', '13800000001', '880000000101')",
      );
      db.run("INSERT INTO trade_accounts (trade_account, account_id) VALUES ('990000000001', 1)");
      db.run(
        "INSERT INTO funds (code, name, status, risk_level, is_public, fund_type) VALUES ('970011', '债', '0', '1', 1, '债券型')",
      );
      db.run(ORDER, ['202611230000000001', 'Purchase']);
      db.run(ORDER, ['202611230000000002', 'Redeem']);
      db.run(LOT, ['202611230000000001']);
      db.run("INSERT INTO redemption_lots VALUES ('202611230000000002', 1, '100.00', 2, '0.015000', '1.50')");
      db.run(
        "INSERT INTO trade_records (account_id, trade_account, fund_code, app_no, kind, amount, shares, record_date, at) VALUES (1, '990000000001', '970011', '202611230000000001', 'confirm', '1000.00', '900.00', '20261125', 7)",
      );
    });
    expect(() => db.run(LOT.replace('?', 'NULL'))).toThrow(/NOT NULL/);

    migrate(db);
    expect(db.all('SELECT id, app_no, dividend_id, shares FROM holding_lots')).toEqual([
      { id: 1, app_no: '202611230000000001', dividend_id: null, shares: '900.00' },
    ]);
    expect(db.all('SELECT app_no, lot_id FROM redemption_lots')).toEqual([
      { app_no: '202611230000000002', lot_id: 1 },
    ]);
    expect(db.all('SELECT app_no, kind, amount FROM trade_records')).toEqual([
      { app_no: '202611230000000001', kind: 'confirm', amount: '1000.00' },
    ]);
    expect(db.all('PRAGMA foreign_key_check')).toEqual([]);

    db.tx(() => db.run(DIVIDEND, ['1']));
    // The unique key: the same holding, share type and ex-date is settled once.
    expect(() => db.tx(() => db.run(DIVIDEND, ['0']))).toThrow(/UNIQUE/);
    db.tx(() =>
      db.run(
        "INSERT INTO trade_records (account_id, trade_account, fund_code, dividend_id, kind, amount, shares, record_date, at) VALUES (1, '990000000001', '970011', 1, 'dividend', '45.00', '0.00', '20261202', 9)",
      ),
    );
    // A lot or a money record belongs to an order or a dividend, never neither.
    expect(() => db.tx(() => db.run(LOT.replace('?', 'NULL')))).toThrow(/CHECK/);
    expect(() =>
      db.tx(() =>
        db.run(
          "INSERT INTO trade_records (account_id, trade_account, fund_code, kind, amount, shares, record_date, at) VALUES (1, '990000000001', '970011', 'refund', '1.00', '0.00', '20261202', 9)",
        ),
      ),
    ).toThrow(/CHECK/);
    expect(
      db.all(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN ('holding_lots', 'trade_records', 'dividends') ORDER BY 1",
      ),
    ).toEqual([
      { name: 'dividends_fund' },
      // A later migration's: one carry-over lot of money-market income per holding.
      { name: 'holding_lots_carry_over' },
      { name: 'holding_lots_owner' },
      { name: 'trade_records_account' },
      // A later migration's: at most one refund per order (payments).
      { name: 'trade_records_one_refund' },
    ]);
  });
});
