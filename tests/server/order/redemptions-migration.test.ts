import type { Database } from '@/server/core/db/database';
import { migrate } from '@/server/core/db/migrate';

import { orderInsert, seedInvestorAndFund, tempDatabasePerTest } from '../support/database';

let db: Database;
tempDatabasePerTest((opened) => (db = opened));

const ORDER = orderInsert('applied');

describe('014 redemptions', () => {
  it('rebuilds orders without losing a purchase or what points at it, and takes the selling business types', () => {
    migrate(db, { upTo: 13 });
    db.tx(() => {
      seedInvestorAndFund(db, { code: '970011', name: '债', riskLevel: '1', fundType: '债券型' });
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
    ).toEqual([
      { name: 'orders_account_fund' },
      { name: 'orders_applied' },
      { name: 'orders_due' },
      // Fast pay: what a card paid on a day (a later migration's).
      { name: 'orders_fast_pay_card' },
    ]);
  });
});
