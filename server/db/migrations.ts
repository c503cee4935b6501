import type { Database } from './database';

/** Numbered migrations; each runs once, in one transaction, recorded in schema_migrations. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'accounts and sessions',
    sql: `
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
);`,
  },
  {
    version: 2,
    name: 'captcha, sms, hybrid, ocr',
    sql: `
CREATE TABLE captcha_challenges (
  id TEXT PRIMARY KEY, answer INTEGER NOT NULL, created_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE captcha_tokens (token_hash TEXT PRIMARY KEY, created_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY, phone TEXT NOT NULL, type TEXT NOT NULL, code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL, wrong_tries INTEGER NOT NULL DEFAULT 0, dead INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone ON sms_codes(phone, created_at);
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY, phone TEXT NOT NULL, type TEXT NOT NULL, code TEXT NOT NULL, sent_at INTEGER NOT NULL
);
CREATE TABLE hybrid_waits (wait_id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE ocr_tokens (
  token_hash TEXT PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id), side TEXT NOT NULL,
  name TEXT, id_number TEXT, usable INTEGER NOT NULL, created_at INTEGER NOT NULL
);`,
  },
  {
    version: 3,
    name: 'funds, agreements, client errors',
    sql: `
CREATE TABLE funds (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, status TEXT NOT NULL, risk_level TEXT NOT NULL,
  is_public INTEGER NOT NULL, fund_type TEXT NOT NULL, white_list INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE receiving_accounts (
  id INTEGER PRIMARY KEY, fund_code TEXT NOT NULL REFERENCES funds(code), bank_name TEXT NOT NULL,
  name TEXT NOT NULL, station TEXT NOT NULL, account TEXT NOT NULL, pay_code TEXT
);
CREATE TABLE agreement_signs (
  account_id INTEGER NOT NULL REFERENCES accounts(id), agreement_id TEXT NOT NULL, agreement_type TEXT NOT NULL,
  signed_at INTEGER NOT NULL, PRIMARY KEY (account_id, agreement_id)
);
CREATE TABLE notice_signs (
  account_id INTEGER NOT NULL REFERENCES accounts(id), fund_business_code TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code), notice_code TEXT NOT NULL, signed_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, fund_business_code, fund_code, notice_code)
);
CREATE TABLE client_errors (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, message TEXT NOT NULL, stack TEXT, url TEXT NOT NULL,
  at TEXT NOT NULL, received_at INTEGER NOT NULL
);`,
  },
];

export function migrate(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  const done = new Set(
    db.all<{ version: number }>('SELECT version FROM schema_migrations').map((r) => r.version),
  );
  for (const migration of MIGRATIONS) {
    if (done.has(migration.version)) continue;
    db.tx(() => {
      db.exec(migration.sql);
      db.run('INSERT INTO schema_migrations (version, name) VALUES (?, ?)', [
        migration.version,
        migration.name,
      ]);
    });
  }
}
