CREATE TABLE agreement_signs (
  account_id INTEGER NOT NULL REFERENCES accounts(id), agreement_id TEXT NOT NULL, agreement_type TEXT NOT NULL,
  signed_at INTEGER NOT NULL, PRIMARY KEY (account_id, agreement_id)
);
CREATE TABLE notice_signs (
  account_id INTEGER NOT NULL REFERENCES accounts(id), fund_business_code TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code), notice_code TEXT NOT NULL, signed_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, fund_business_code, fund_code, notice_code)
);
