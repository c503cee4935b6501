import type { Context } from '@/server/core/context';
import type { Database } from '@/server/core/db/database';
import { migrate } from '@/server/core/db/migrate';
import { insertOrder, type NewOrder } from '@/server/order/common/store';

import { seedInvestorAndFund, tempDatabasePerTest } from '../../support/database';

let db: Database;
tempDatabasePerTest((opened) => (db = opened));
beforeEach(() => {
  migrate(db);
  db.tx(() => seedInvestorAndFund(db, { code: '970011', name: '债', riskLevel: '1', fundType: '债券型' }));
});

const ORDER = {
  account_id: 1,
  trade_account: '990000000001',
  fund_code: '970011',
  business_type: 'Purchase',
  apply_sum: '1000.00',
  fee_mode: 'A',
  list_fee: '8.00',
  fee: '3.20',
  capital_mode: '1',
  bank_no: null,
  bank_account: null,
  dividend_type: '1',
  first_purchase: 1,
  applied_at: 5,
  apply_date: '20261123',
  apply_time: '100000',
  trade_date: '20261123',
  confirm_date: '20261125',
  available_date: '20261126',
  remit_dead_date: null,
  remittance_time: null,
  session_hash: 'h',
} as unknown as NewOrder;

describe('order numbers', () => {
  it('come from a sequence: a number is never handed out again, even after the last order is gone', () => {
    const ctx = { db } as unknown as Context;
    const first = insertOrder(ctx, ORDER);
    db.tx(() => db.run('DELETE FROM orders WHERE app_no = ?', [first]));
    const second = insertOrder(ctx, ORDER);
    expect(first).toBe('202611230000000001');
    expect(second).toBe('202611230000000002');
  });
});
