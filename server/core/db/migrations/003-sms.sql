CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY, phone TEXT NOT NULL, type TEXT NOT NULL, code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL, wrong_tries INTEGER NOT NULL DEFAULT 0, dead INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone ON sms_codes(phone, created_at);
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY, phone TEXT NOT NULL, type TEXT NOT NULL, code TEXT NOT NULL, sent_at INTEGER NOT NULL
);
