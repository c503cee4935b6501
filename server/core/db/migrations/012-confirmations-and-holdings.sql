-- What the confirm batch writes: one confirmation per order, the trade records (money and shares moved),
-- the holding lots (one per confirmed purchase, for first-in-first-out redemption) and the holdings.
CREATE TABLE confirmations (
  app_no TEXT PRIMARY KEY REFERENCES orders(app_no),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  fund_code TEXT NOT NULL REFERENCES funds(code),
  confirm_date TEXT NOT NULL,
  confirm_status TEXT NOT NULL CHECK (confirm_status IN ('0','1','2')),
  confirmed_amount TEXT NOT NULL, refund TEXT NOT NULL, fee TEXT NOT NULL,
  nav TEXT, shares TEXT NOT NULL,
  reason TEXT,
  confirmed_at INTEGER NOT NULL
);
CREATE INDEX confirmations_account ON confirmations(account_id, confirm_date);
CREATE TABLE trade_records (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trade_account TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code),
  app_no TEXT NOT NULL REFERENCES orders(app_no),
  kind TEXT NOT NULL CHECK (kind IN ('apply','confirm','refund')),
  amount TEXT NOT NULL, shares TEXT NOT NULL,
  record_date TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX trade_records_account ON trade_records(account_id, record_date);
CREATE TABLE holding_lots (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trade_account TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code),
  app_no TEXT NOT NULL UNIQUE REFERENCES orders(app_no),
  confirm_date TEXT NOT NULL,
  shares TEXT NOT NULL,
  fee_mode TEXT NOT NULL,
  purchase_nav TEXT NOT NULL,
  cost TEXT NOT NULL
);
CREATE INDEX holding_lots_owner ON holding_lots(account_id, fund_code);
CREATE TABLE holdings (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trade_account TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code),
  shares TEXT NOT NULL,
  cost TEXT NOT NULL,
  dividend_type TEXT NOT NULL,
  updated_date TEXT NOT NULL,
  PRIMARY KEY (account_id, trade_account, fund_code)
);
