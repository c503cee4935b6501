-- Selling and changing (issue 15): redemptions (赎回), booked redemptions (预约赎回) and dividend-method
-- changes (修改分红方式) are orders of the same state machine as purchases, so the orders table takes their
-- business types and what they carry: the shares applied for, the over-limit choice (0 cancel, 1
-- postpone) and the payout date of a redemption; a dividend change keeps the method asked for in
-- dividend_type. SQLite cannot widen a CHECK in place: the table is rebuilt, its rows kept. Migrations run
-- in a transaction with the foreign keys on (they cannot be switched off there, and a dropped parent counts
-- as a violation even when a rebuilt one takes its place): the rows that point at orders wait in temporary
-- tables while it is rebuilt, then return unchanged.
CREATE TEMP TABLE keep_idempotency_keys AS SELECT * FROM idempotency_keys;
CREATE TEMP TABLE keep_confirmations AS SELECT * FROM confirmations;
CREATE TEMP TABLE keep_trade_records AS SELECT * FROM trade_records;
CREATE TEMP TABLE keep_holding_lots AS SELECT * FROM holding_lots;
CREATE TEMP TABLE keep_evidence AS SELECT * FROM evidence;
DELETE FROM idempotency_keys;
DELETE FROM confirmations;
DELETE FROM trade_records;
DELETE FROM holding_lots;
DELETE FROM evidence;
CREATE TABLE orders_rebuilt (
  app_no TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trade_account TEXT NOT NULL REFERENCES trade_accounts(trade_account),
  fund_code TEXT NOT NULL REFERENCES funds(code),
  business_type TEXT NOT NULL
    CHECK (business_type IN ('Purchase','Subscribe','BookPurchase','Redeem','BookRedeem','BonusWay')),
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
  payout_date TEXT
);
INSERT INTO orders_rebuilt (app_no, account_id, trade_account, fund_code, business_type, state, apply_sum,
  fee_mode, list_fee, fee, capital_mode, bank_no, bank_account, dividend_type, first_purchase, applied_at,
  apply_date, apply_time, trade_date, confirm_date, available_date, remit_dead_date, remittance_time,
  session_hash, confirmed_at)
SELECT app_no, account_id, trade_account, fund_code, business_type, state, apply_sum, fee_mode, list_fee,
  fee, capital_mode, bank_no, bank_account, dividend_type, first_purchase, applied_at, apply_date, apply_time,
  trade_date, confirm_date, available_date, remit_dead_date, remittance_time, session_hash, confirmed_at
FROM orders;
DROP TABLE orders;
ALTER TABLE orders_rebuilt RENAME TO orders;
CREATE INDEX orders_account_fund ON orders(account_id, fund_code, trade_date);
CREATE INDEX orders_due ON orders(state, confirm_date);
INSERT INTO idempotency_keys SELECT * FROM temp.keep_idempotency_keys;
INSERT INTO confirmations SELECT * FROM temp.keep_confirmations;
INSERT INTO trade_records SELECT * FROM temp.keep_trade_records;
INSERT INTO holding_lots SELECT * FROM temp.keep_holding_lots;
INSERT INTO evidence SELECT * FROM temp.keep_evidence;
DROP TABLE temp.keep_idempotency_keys;
DROP TABLE temp.keep_confirmations;
DROP TABLE temp.keep_trade_records;
DROP TABLE temp.keep_holding_lots;
DROP TABLE temp.keep_evidence;
-- A confirmed redemption takes shares from lots first in first out: what each lot gave, for the trade
-- records and for an auditor (the fee of each lot by its holding period).
CREATE TABLE redemption_lots (
  app_no TEXT NOT NULL REFERENCES orders(app_no),
  lot_id INTEGER NOT NULL REFERENCES holding_lots(id),
  shares TEXT NOT NULL,
  holding_days INTEGER NOT NULL,
  rate TEXT NOT NULL,
  fee TEXT NOT NULL,
  PRIMARY KEY (app_no, lot_id)
);
