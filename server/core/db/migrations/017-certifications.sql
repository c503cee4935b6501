-- Qualified and professional investor applications (kinds 73–76) and their proofs. A proof's bytes live in
-- the data folder (certifications/<sha256>.<type>); the row keeps its name, type, size and hash as evidence.
-- audit_flag: 0 under review, 1 passed, 2 not passed (3, also not passed, is the real back office's).
CREATE TABLE certification_applies (
  apply_id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  kind TEXT NOT NULL CHECK (kind IN ('73','74','75','76')),
  applied_at INTEGER NOT NULL,
  audit_flag TEXT NOT NULL DEFAULT '0' CHECK (audit_flag IN ('0','1','2','3')),
  reject_reason TEXT,
  audited_at INTEGER,
  reviewer TEXT
);
CREATE INDEX certification_applies_account ON certification_applies(account_id, applied_at);
CREATE TABLE certification_files (
  apply_id TEXT NOT NULL REFERENCES certification_applies(apply_id),
  seq INTEGER NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('png','jpeg','bmp','pdf')),
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  PRIMARY KEY (apply_id, seq)
);
