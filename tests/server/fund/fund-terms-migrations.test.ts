/**
 * A data folder seeded before the catalogue changed gets the new terms from the migrations (a new one is
 * seeded from the catalogue: the same terms). Migrations are found by file name, never by number.
 */
import type { Database } from '@/server/core/db/database';
import { loadMigrations, migrate } from '@/server/core/db/migrate';

import { tempDatabasePerTest } from '../support/database';

let db: Database;
tempDatabasePerTest((opened) => (db = opened));

const before = (name: string) => {
  const found = loadMigrations().find((migration) => migration.name === name);
  if (!found) throw new Error(`no migration named ${name}`);
  return found.version - 1;
};

/** A fund's search row and terms as an earlier seed wrote them. */
function oldFund(code: string, category: string, productType: '1' | '3', minFirst: string) {
  db.run(
    "INSERT INTO funds (code, name, status, risk_level, is_public, fund_type) VALUES (?, ?, '0', '2', ?, ?)",
    [code, code, productType === '1' ? 1 : 0, category],
  );
  db.run(
    `INSERT INTO fund_terms (code, category, product_type, qualified_only, confirm_days, payout_days, min_first,
      min_additional, min_redeem_shares, min_hold_shares, performance_model)
     VALUES (?, ?, ?, 0, 1, 4, ?, '10', '1', '1', '{}')`,
    [code, category, productType, minFirst],
  );
}

describe('fund terms migrations', () => {
  it('back-end shares: 970051 of an earlier data folder offers 后端收费 with the equity schedule', () => {
    migrate(db, { upTo: before('back end shares') });
    db.tx(() => oldFund('970051', '股票型', '1', '10'));
    migrate(db);
    expect(
      db.all("SELECT from_days, rate FROM fund_holding_fees WHERE fund_code = '970051' AND kind = 'backEnd'"),
    ).toEqual([
      { from_days: 0, rate: '0.018' },
      { from_days: 365, rate: '0.012' },
      { from_days: 1095, rate: '0.006' },
      { from_days: 1825, rate: '0' },
    ]);
  });

  it('sale terms: a private product gets its type and the minimum of it (980003 fixed income: 30万), 970032 no subscription cancel', () => {
    migrate(db, { upTo: before('fund sale terms') });
    db.tx(() => {
      oldFund('980003', '集合资产管理计划', '3', '400000');
      oldFund('980010', '集合资产管理计划', '3', '1000000');
      oldFund('970032', '混合型', '1', '10');
      oldFund('970011', '债券型', '1', '10');
    });
    migrate(db);
    expect(
      db.all('SELECT code, private_class, min_first, subscription_cancellable FROM fund_terms ORDER BY code'),
    ).toEqual([
      { code: '970011', private_class: null, min_first: '10', subscription_cancellable: 1 },
      { code: '970032', private_class: null, min_first: '10', subscription_cancellable: 0 },
      { code: '980003', private_class: 'fixedIncome', min_first: '300000', subscription_cancellable: 1 },
      {
        code: '980010',
        private_class: 'commodityDerivative',
        min_first: '1000000',
        subscription_cancellable: 1,
      },
    ]);
  });
});
