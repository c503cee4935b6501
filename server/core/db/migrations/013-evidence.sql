-- Evidence: every disclosure read and confirmed, every written confirmation of a mismatch or of the
-- high-risk notice, with the time, the session that did it and the SHA-256 of the document shown.
-- Append-only: nothing updates or deletes a row.
CREATE TABLE evidence (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  session_hash TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('notice','mismatch','highRisk')),
  fund_code TEXT REFERENCES funds(code),
  business_code TEXT,
  document_code TEXT, document_name TEXT, document_hash TEXT,
  -- What the investor saw and confirmed (JSON), e.g. the comparison rows of a mismatch.
  detail TEXT,
  app_no TEXT REFERENCES orders(app_no),
  at INTEGER NOT NULL
);
CREATE INDEX evidence_account ON evidence(account_id, at);
