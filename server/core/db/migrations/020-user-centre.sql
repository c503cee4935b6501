-- The user centre (issue 17). Contact details an investor keeps up to date themselves (资料); a missing row
-- reads as empty fields.
CREATE TABLE investor_contacts (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  address TEXT NOT NULL,
  postcode TEXT NOT NULL,
  area_code TEXT NOT NULL,
  landline TEXT NOT NULL,
  email TEXT NOT NULL,
  vocation TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
-- An organisation's people: its contactor (经办人), beneficial owners (受益所有人), legal person, responsible person.
CREATE TABLE org_parties (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  role TEXT NOT NULL CHECK (role IN ('contactor','beneficiary','legal','responsible')),
  name TEXT NOT NULL,
  id_type TEXT NOT NULL,
  id_no TEXT NOT NULL,
  id_valid_to TEXT,
  phone TEXT,
  ratio TEXT
);
CREATE INDEX org_parties_account ON org_parties(account_id, role);
-- Changes of identity documents are applications a reviewer decides (audit_flag 0 under review, 1 passed,
-- 2 not passed). kind: idCard (the person's own card), corporate (legal person), contactor (responsible person).
CREATE TABLE identity_changes (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  kind TEXT NOT NULL CHECK (kind IN ('idCard','corporate','contactor')),
  name TEXT NOT NULL,
  id_no TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  valid_to TEXT NOT NULL,
  applied_at INTEGER NOT NULL,
  audit_flag TEXT NOT NULL DEFAULT '0' CHECK (audit_flag IN ('0','1','2')),
  reject_reason TEXT,
  audited_at INTEGER
);
CREATE INDEX identity_changes_account ON identity_changes(account_id, kind, applied_at);
-- POST /v1/auth/2fa: a one-use ticket (hashed) that a sensitive change spends, 10 minutes.
CREATE TABLE second_factors (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
-- Bank cards: pending until the bank SMS is confirmed; a card number is bound to one account at a time.
CREATE TABLE bank_cards (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  bank_code TEXT NOT NULL,
  card_no TEXT NOT NULL,
  phone TEXT NOT NULL,
  fast_pay INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL CHECK (state IN ('pending','bound','untied')),
  created_at INTEGER NOT NULL,
  bound_at INTEGER,
  untied_at INTEGER
);
CREATE UNIQUE INDEX bank_cards_bound ON bank_cards(card_no) WHERE state = 'bound';
CREATE INDEX bank_cards_account ON bank_cards(account_id, state);
-- The adviser (employee code) an investor subscribed to for the adviser's service.
CREATE TABLE subscriptions (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  adviser_code TEXT NOT NULL,
  subscribed_at INTEGER NOT NULL
);
-- The CRS declaration (税收居民身份声明, dictionary 9) an investor gave at account opening.
CREATE TABLE crs_declarations (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  tax_resident TEXT NOT NULL CHECK (tax_resident IN ('0','1','2'))
);
