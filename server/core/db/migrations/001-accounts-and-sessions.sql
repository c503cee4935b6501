CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('0','1','2','3')),
  user_type TEXT NOT NULL CHECK (user_type IN ('Registered','Direct')),
  name TEXT NOT NULL,
  id_type TEXT NOT NULL,
  id_no TEXT NOT NULL UNIQUE,
  phone TEXT NOT NULL,
  fund_account TEXT NOT NULL,
  password_hash TEXT,
  trade_password_hash TEXT,
  must_change_password INTEGER NOT NULL DEFAULT 0,
  online_entrustment INTEGER NOT NULL DEFAULT 1,
  crm_id TEXT,
  risk TEXT, risk_end_date TEXT, risk_lowest INTEGER NOT NULL DEFAULT 0, highest_risk TEXT,
  professional_end TEXT, qualified_end TEXT, qualified_kind TEXT,
  investment_varieties TEXT NOT NULL DEFAULT '', investment_limit TEXT NOT NULL DEFAULT '',
  id_valid_from TEXT, id_valid_to TEXT,
  agent_name TEXT, agent_id_no TEXT,
  locked_until INTEGER,
  last_login_at INTEGER, prev_login_at INTEGER
);
CREATE INDEX accounts_phone ON accounts(phone);
CREATE INDEX accounts_fund_account ON accounts(fund_account);
CREATE TABLE trade_accounts (
  trade_account TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id)
);
CREATE TABLE login_failures (account_id INTEGER NOT NULL REFERENCES accounts(id), at INTEGER NOT NULL);
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  adviser_id INTEGER,
  login_type TEXT NOT NULL,
  org_account_type TEXT,
  state TEXT NOT NULL CHECK (state IN ('live','replaced')),
  created_at INTEGER NOT NULL,
  refreshed_at INTEGER NOT NULL
);
CREATE INDEX sessions_account ON sessions(account_id);
CREATE TABLE pending_logins (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  login_type TEXT NOT NULL,
  org_account_type TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE device_nonces (
  nonce_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  created_at INTEGER NOT NULL
);
CREATE TABLE advisers (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
  client_account_id INTEGER NOT NULL REFERENCES accounts(id)
);
CREATE TABLE handover_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('gw','registered')),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  adviser_id INTEGER REFERENCES advisers(id),
  expires_at INTEGER,
  reusable INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
