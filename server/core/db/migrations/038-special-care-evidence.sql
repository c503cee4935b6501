-- The special-care notice (办法 特别注意义务; review U10): an ordinary investor 65 or older, or without any
-- purchase confirmed yet, acknowledges it before the order, and the acknowledgement is evidence of its own
-- kind. SQLite cannot widen a CHECK in place: the table is rebuilt with every entry, seq and hash as they are
-- (the chain is unchanged), and the append-only triggers come back.
DROP TRIGGER evidence_sealed_no_update;
DROP TRIGGER evidence_no_delete;
ALTER TABLE evidence RENAME TO evidence_before_special_care;
CREATE TABLE evidence (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  seq INTEGER,
  session_hash TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('notice','mismatch','highRisk','specialCare','engagement','read',
    'declaration','sign','withdraw','visit')),
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
INSERT INTO evidence SELECT id, account_id, seq, session_hash, kind, fund_code, business_code, document_code,
  document_name, document_hash, detail, app_no, at, prev_hash, hash FROM evidence_before_special_care;
DROP TABLE evidence_before_special_care;
CREATE INDEX evidence_account ON evidence(account_id, seq);
CREATE TRIGGER evidence_sealed_no_update BEFORE UPDATE ON evidence WHEN OLD.hash IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'evidence is append-only'); END;
CREATE TRIGGER evidence_no_delete BEFORE DELETE ON evidence
BEGIN SELECT RAISE(ABORT, 'evidence is append-only'); END;
