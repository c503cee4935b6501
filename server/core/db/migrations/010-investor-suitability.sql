-- What the suitability chain reads beside the risk level in accounts: the planned investment horizon (code
-- of INVESTMENT_HORIZON), the intended investment varieties (codes, comma-separated) and the blacklist.
-- No row: nothing filled in, not blacklisted.
CREATE TABLE investor_profiles (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  investment_horizon TEXT,
  investment_variety_codes TEXT NOT NULL DEFAULT '',
  blacklisted INTEGER NOT NULL DEFAULT 0
);
-- The trade password locks like the login password (the same rules), with its own count and lock.
CREATE TABLE trade_password_failures (account_id INTEGER NOT NULL REFERENCES accounts(id), at INTEGER NOT NULL);
CREATE INDEX trade_password_failures_account ON trade_password_failures(account_id, at);
CREATE TABLE trade_password_locks (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  locked_until INTEGER NOT NULL
);
