-- Private products (spec §4 "Private product", issue 14): the evidence becomes a hash chain per investor,
-- the readings of the contract and the risk disclosure, the signing attempt, and the private orders'
-- cooling-off and return visit.

-- Evidence, rebuilt with its chain: seq counts each investor's entries from 1; hash = SHA-256 of the
-- previous entry's hash and this entry's fields (server/agreement/evidence-chain.ts), so an edited or
-- removed entry breaks every hash after it. Rows written before the chain have no seq and hash yet: the
-- back office seals them once at start, in id order. New kinds: engagement, read, declaration, sign,
-- withdraw, visit.
ALTER TABLE evidence RENAME TO evidence_before_chain;
CREATE TABLE evidence (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  seq INTEGER,
  session_hash TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('notice','mismatch','highRisk','engagement','read','declaration','sign',
    'withdraw','visit')),
  fund_code TEXT REFERENCES funds(code),
  business_code TEXT,
  document_code TEXT, document_name TEXT, document_hash TEXT,
  detail TEXT,
  app_no TEXT REFERENCES orders(app_no),
  at INTEGER NOT NULL,
  prev_hash TEXT,
  hash TEXT,
  UNIQUE (account_id, seq)
);
INSERT INTO evidence (id, account_id, session_hash, kind, fund_code, business_code, document_code, document_name,
  document_hash, detail, app_no, at)
  SELECT id, account_id, session_hash, kind, fund_code, business_code, document_code, document_name,
    document_hash, detail, app_no, at FROM evidence_before_chain;
DROP TABLE evidence_before_chain;
CREATE INDEX evidence_account ON evidence(account_id, seq);
-- Append-only: a sealed entry is never updated, no entry is ever deleted (the chain catches what goes
-- around these, e.g. an edit of the database file).
CREATE TRIGGER evidence_sealed_no_update BEFORE UPDATE ON evidence WHEN OLD.hash IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'evidence is append-only'); END;
CREATE TRIGGER evidence_no_delete BEFORE DELETE ON evidence
BEGIN SELECT RAISE(ABORT, 'evidence is append-only'); END;

-- A document shown for reading (GET /v1/contract/template, /v1/riskAnnounce/template) and, once the investor
-- pressed 已阅读, when: the reading time is measured on the server's clock.
CREATE TABLE contract_readings (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  session_hash TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code),
  kind TEXT NOT NULL CHECK (kind IN ('contract','riskDisclosure')),
  notice_code TEXT NOT NULL, document_hash TEXT NOT NULL,
  shown_at INTEGER NOT NULL, read_at INTEGER
);
CREATE INDEX contract_readings_account ON contract_readings(account_id, fund_code, kind);

-- The investor's current signing attempt of a product: what is done, and the one-use token that
-- GET /v1/contract/verify hands out once everything is (POST /v1/contract spends it).
CREATE TABLE contract_attempts (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  fund_code TEXT NOT NULL REFERENCES funds(code),
  session_hash TEXT NOT NULL,
  declared_at INTEGER,
  token_hash TEXT, token_expires_at INTEGER,
  PRIMARY KEY (account_id, fund_code)
);

-- A private product's order after it is placed: cooling-off from cooling_from (the later of the contract's
-- signature and the payment) for at least 24 hours, then the return visit; final once the visit passed.
CREATE TABLE private_orders (
  app_no TEXT PRIMARY KEY REFERENCES orders(app_no),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  fund_code TEXT NOT NULL REFERENCES funds(code),
  signed_at INTEGER NOT NULL, paid_at INTEGER NOT NULL,
  cooling_ends_at INTEGER NOT NULL,
  stage TEXT NOT NULL CHECK (stage IN ('pending','final','withdrawn','visitFailed')),
  closed_at INTEGER,
  visit_answers TEXT
);
CREATE INDEX private_orders_account ON private_orders(account_id, stage);
