-- Assets (issue 16). A trade account is opened through the direct-sales counter or, when listed in
-- consignment_accounts, a consignment channel (代销): the asset views total each apart. The e-mail on file of an investor (the CRM's record), every
-- statement or asset certificate sent (the daily limit counts them; the dev outbox lists the MIME message)
-- and each certificate's verification code, which the public check confirms.
CREATE TABLE consignment_accounts (
  trade_account TEXT PRIMARY KEY REFERENCES trade_accounts(trade_account)
);
CREATE TABLE account_emails (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  email TEXT NOT NULL
);
CREATE TABLE email_sends (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  kind TEXT NOT NULL CHECK (kind IN ('bill', 'assetCertificate')),
  address TEXT NOT NULL,
  subject TEXT NOT NULL,
  send_date TEXT NOT NULL,
  at INTEGER NOT NULL,
  message_id TEXT NOT NULL,
  raw TEXT NOT NULL
);
CREATE INDEX email_sends_day ON email_sends(account_id, send_date);
CREATE TABLE asset_certificates (
  code TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  as_of TEXT NOT NULL,
  total_assets TEXT NOT NULL,
  issued_at INTEGER NOT NULL
);
