import type { Database } from '@/server/core/db/database';
import { migrate } from '@/server/core/db/migrate';

import { orderInsert, seedInvestorAndFund, tempDatabasePerTest } from '../support/database';

let db: Database;
tempDatabasePerTest((opened) => (db = opened));

const ORDER = orderInsert('confirmed');
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
      seedInvestorAndFund(db, { code: '970011', name: '债', riskLevel: '1', fundType: '债券型' });
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
