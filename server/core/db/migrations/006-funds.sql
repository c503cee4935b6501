CREATE TABLE funds (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, status TEXT NOT NULL, risk_level TEXT NOT NULL,
  is_public INTEGER NOT NULL, fund_type TEXT NOT NULL, white_list INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE receiving_accounts (
  id INTEGER PRIMARY KEY, fund_code TEXT NOT NULL REFERENCES funds(code), bank_name TEXT NOT NULL,
  name TEXT NOT NULL, station TEXT NOT NULL, account TEXT NOT NULL, pay_code TEXT
);
