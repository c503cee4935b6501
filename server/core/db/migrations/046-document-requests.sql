-- The upload path (upload.html): documents ops ask an investor for (ID-card photos, a certificate), with
-- ops' note, and the files the investor sent for each. A file's bytes live in the data folder
-- (documents/<sha256>.<type>); the row keeps its name, type, size and hash. One submission per request.
CREATE TABLE document_requests (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  kind TEXT NOT NULL CHECK (kind IN ('idCard', 'certificate')),
  note TEXT NOT NULL,
  requested_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'submitted')),
  submitted_at INTEGER
);
CREATE INDEX document_requests_account ON document_requests(account_id, requested_at);
CREATE TABLE document_files (
  request_id INTEGER NOT NULL REFERENCES document_requests(id),
  seq INTEGER NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('png', 'jpeg', 'bmp', 'pdf')),
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  PRIMARY KEY (request_id, seq)
);
