CREATE TABLE ocr_tokens (
  token_hash TEXT PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id), side TEXT NOT NULL,
  name TEXT, id_number TEXT, usable INTEGER NOT NULL, created_at INTEGER NOT NULL
);
