import { rmSync } from 'node:fs';
import path from 'node:path';

import type { Context } from '@/server/core/context';
import { openDatabase, type Database } from '@/server/core/db/database';
import { migrate } from '@/server/core/db/migrate';
import { insertOrder, type NewOrder } from '@/server/order/common/store';

import { tempDataDir } from '../support/server';

let dir: string;
let db: Database;
beforeEach(async () => {
  dir = tempDataDir();
  db = await openDatabase(path.join(dir, 'portal.sqlite'));
  migrate(db);
  db.tx(() => {
    db.run(
      "INSERT INTO accounts (kind, user_type, name, id_type, id_no, phone, fund_account) VALUES ('1', 'Direct', '张三', '0', '110101199003074514', '13800000001', '880000000101')",
    );
    db.run("INSERT INTO trade_accounts (trade_account, account_id) VALUES ('990000000001', 1)");
    db.run(
      "INSERT INTO funds (code, name, status, risk_level, is_public, fund_type) VALUES ('970011', '债', '0', '1', 1, '债券型')",
    );
  });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
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
