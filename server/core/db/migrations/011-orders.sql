-- Buying orders as the state machine of server/order/order-machine.ts moves them.
CREATE TABLE orders (
  app_no TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trade_account TEXT NOT NULL REFERENCES trade_accounts(trade_account),
  fund_code TEXT NOT NULL REFERENCES funds(code),
  business_type TEXT NOT NULL CHECK (business_type IN ('Purchase','Subscribe','BookPurchase')),
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
  confirmed_at INTEGER
);
CREATE INDEX orders_account_fund ON orders(account_id, fund_code, trade_date);
CREATE INDEX orders_due ON orders(state, confirm_date);
-- The Idempotency-Key of each accepted order, per investor: a replay answers `response` again; the same
-- key with another request (fingerprint) is refused. A refused request makes no order and binds no key.
CREATE TABLE idempotency_keys (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  key TEXT NOT NULL,
  route TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  app_no TEXT NOT NULL REFERENCES orders(app_no),
  response TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, key)
);
