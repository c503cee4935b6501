import type { Database } from '@/server/core/db/database';
import { migrate } from '@/server/core/db/migrate';

import { orderInsert, seedInvestorAndFund, tempDatabasePerTest } from '../support/database';

let db: Database;
tempDatabasePerTest((opened) => (db = opened));

const ORDER = orderInsert('confirmed', {
  fundCode: '970001',
  listFee: '0.00',
  fee: '0.00',
  dividendType: '0',
  confirmDate: '20261124',
  availableDate: '20261125',
});
const CARRY = `INSERT INTO holding_lots (account_id, trade_account, fund_code, carry_over, confirm_date, shares,
  fee_mode, purchase_nav, cost) VALUES (1, '990000000001', '970001', 1, '20261124', '0.04', 'A', '1.0000', '0.00')`;
const INCOME = `INSERT INTO money_market_income (account_id, trade_account, fund_code, income_date, shares,
  myriad_income, income_shares, registered_date, registered_at)
  VALUES (1, '990000000001', '970001', '20261124', '1000.00', '0.3562', '0.04', '20261124', 9)`;

describe('027 money-market income', () => {
  it('rebuilds the lots keeping every row and what points at them; one carry-over lot per holding, one income row per holding and day', () => {
    migrate(db, { upTo: 26 });
    db.tx(() => {
      seedInvestorAndFund(db, { code: '970001', name: '货币', riskLevel: '0', fundType: '货币型' });
      db.run(ORDER, ['202611230000000001', 'Purchase']);
      db.run(ORDER, ['202611230000000002', 'Redeem']);
      db.run(
        "INSERT INTO holding_lots (account_id, trade_account, fund_code, app_no, confirm_date, shares, fee_mode, purchase_nav, cost) VALUES (1, '990000000001', '970001', '202611230000000001', '20261124', '900.00', 'A', '1.0000', '900.00')",
      );
      db.run("INSERT INTO redemption_lots VALUES ('202611230000000002', 1, '100.00', 1, '0.000000', '0.00')");
    });

    migrate(db);
    expect(db.all('SELECT id, app_no, dividend_id, carry_over, shares FROM holding_lots')).toEqual([
      { id: 1, app_no: '202611230000000001', dividend_id: null, carry_over: 0, shares: '900.00' },
    ]);
    expect(db.all('SELECT app_no, lot_id FROM redemption_lots')).toEqual([
      { app_no: '202611230000000002', lot_id: 1 },
    ]);
    expect(db.all('PRAGMA foreign_key_check')).toEqual([]);

    db.tx(() => db.run(CARRY));
    expect(() => db.tx(() => db.run(CARRY))).toThrow(/UNIQUE/);
    // A carry-over lot belongs to no order and no dividend.
    expect(() =>
      db.tx(() =>
        db.run(CARRY.replace("(1, '990000000001', '970001', 1,", "(1, '990000000002', '970001', 2,")),
      ),
    ).toThrow(/CHECK/);
    db.tx(() => db.run(INCOME));
    expect(() => db.tx(() => db.run(INCOME))).toThrow(/UNIQUE|PRIMARY/);
  });
});
