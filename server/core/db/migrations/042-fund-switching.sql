-- 基金转换 (issue 42 item 2): a switch is one intent of two orders, 转换（转出） of the shares of one fund and
-- 转换（转入） into another fund on the same registrar, confirmed together at both funds' NAVs of T.
-- The orders table takes the two business types. SQLite cannot widen a CHECK in place, and evidence may
-- not be deleted (its trigger), so the rows that point at orders stay where they are: with the foreign-key
-- checks deferred to the commit, orders is dropped and made again under its name with every row, so that
-- at the commit every reference finds its order again.
PRAGMA defer_foreign_keys = ON;
CREATE TEMP TABLE keep_orders AS SELECT * FROM orders;
DROP TABLE orders;
CREATE TABLE orders (
  app_no TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trade_account TEXT NOT NULL REFERENCES trade_accounts(trade_account),
  fund_code TEXT NOT NULL REFERENCES funds(code),
  business_type TEXT NOT NULL
    CHECK (business_type IN ('Purchase','Subscribe','BookPurchase','Redeem','BookRedeem','BonusWay',
      'SwitchOut','SwitchIn')),
  state TEXT NOT NULL CHECK (state IN ('applied','confirmed','partlyConfirmed','failed','cancelled')),
  apply_sum TEXT NOT NULL,
  fee_mode TEXT NOT NULL CHECK (fee_mode IN ('A','B')),
  list_fee TEXT NOT NULL, fee TEXT NOT NULL,
  capital_mode TEXT NOT NULL, bank_no TEXT, bank_account TEXT,
  dividend_type TEXT NOT NULL CHECK (dividend_type IN ('0','1')),
  first_purchase INTEGER NOT NULL,
  applied_at INTEGER NOT NULL,
  apply_date TEXT NOT NULL, apply_time TEXT NOT NULL,
  trade_date TEXT NOT NULL, confirm_date TEXT NOT NULL, available_date TEXT NOT NULL,
  remit_dead_date TEXT, remittance_time TEXT,
  session_hash TEXT NOT NULL,
  confirmed_at INTEGER,
  apply_share TEXT,
  over_limit TEXT CHECK (over_limit IN ('0','1')),
  payout_date TEXT,
  paid_at INTEGER,
  deduct_status TEXT
);
INSERT INTO orders (app_no, account_id, trade_account, fund_code, business_type, state, apply_sum, fee_mode,
  list_fee, fee, capital_mode, bank_no, bank_account, dividend_type, first_purchase, applied_at, apply_date,
  apply_time, trade_date, confirm_date, available_date, remit_dead_date, remittance_time, session_hash,
  confirmed_at, apply_share, over_limit, payout_date, paid_at, deduct_status)
SELECT app_no, account_id, trade_account, fund_code, business_type, state, apply_sum, fee_mode, list_fee, fee,
  capital_mode, bank_no, bank_account, dividend_type, first_purchase, applied_at, apply_date, apply_time,
  trade_date, confirm_date, available_date, remit_dead_date, remittance_time, session_hash, confirmed_at,
  apply_share, over_limit, payout_date, paid_at, deduct_status
FROM temp.keep_orders ORDER BY rowid;
DROP TABLE temp.keep_orders;
CREATE INDEX orders_account_fund ON orders(account_id, fund_code, trade_date);
CREATE INDEX orders_due ON orders(state, confirm_date);
CREATE INDEX orders_applied ON orders(state);
CREATE INDEX orders_fast_pay_card ON orders (bank_account, paid_at) WHERE capital_mode = '2';

-- A fund's switching terms (its 基金转换业务公告): the registrar of its shares (a switch stays on one), whether
-- it lets shares out and takes them in, and the least shares of one switch. A fund without a row is not
-- switchable. The fund tables keep their shape: these are their own rows.
CREATE TABLE fund_switch_terms (
  code TEXT PRIMARY KEY REFERENCES funds(code),
  registrar TEXT NOT NULL,
  switch_out INTEGER NOT NULL CHECK (switch_out IN (0,1)),
  switch_in INTEGER NOT NULL CHECK (switch_in IN (0,1)),
  min_switch_shares TEXT NOT NULL
);

-- The two legs of each switch and the fee quoted when it was placed (the confirmation has the final one).
CREATE TABLE switch_orders (
  out_app_no TEXT PRIMARY KEY REFERENCES orders(app_no),
  in_app_no TEXT NOT NULL UNIQUE REFERENCES orders(app_no),
  redeem_fee TEXT NOT NULL,
  diff_fee TEXT NOT NULL,
  in_amount TEXT
);

-- The demo catalogue's switching terms in a data folder seeded before (a new one is seeded with them).
INSERT INTO fund_switch_terms (code, registrar, switch_out, switch_in, min_switch_shares)
SELECT code, CASE WHEN code = '970091' THEN '中国证券登记结算有限责任公司' ELSE '国证资产管理有限公司' END,
  1, 1, '100' FROM fund_terms
WHERE code IN ('970001','970011','970012','970013','970031','970041','970051','970061','970072','970091');
