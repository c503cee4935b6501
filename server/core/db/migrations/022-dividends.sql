-- Settled dividends (分红, issue 15): the confirm batch writes one row per holding, share type and ex-date
-- (除息日) on the shares held at the end of the day before, with the method in force that day (0 reinvest,
-- 1 cash); the unique key makes the step idempotent. A cash dividend is also a money record (trade_records,
-- kind 'dividend', on its pay date); a reinvested one is a new lot of the holding (holding_lots, dated the
-- ex-date, no cost), which redemptions take first in first out like any other. Neither points at an order,
-- so both tables are rebuilt with app_no optional and a dividend_id, exactly one of the two set. The rows
-- that point at holding_lots wait in a temporary table meanwhile (see 014: the foreign keys stay on).
CREATE TABLE dividends (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trade_account TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code),
  share_type TEXT NOT NULL CHECK (share_type IN ('A','B')),
  ex_date TEXT NOT NULL,
  shares TEXT NOT NULL,
  per_share TEXT NOT NULL,
  amount TEXT NOT NULL,
  dividend_type TEXT NOT NULL CHECK (dividend_type IN ('0','1')),
  reinvest_shares TEXT NOT NULL,
  nav TEXT NOT NULL,
  pay_date TEXT NOT NULL,
  settled_date TEXT NOT NULL,
  settled_at INTEGER NOT NULL,
  UNIQUE (account_id, trade_account, fund_code, share_type, ex_date)
);
CREATE INDEX dividends_fund ON dividends(fund_code, ex_date);
CREATE TEMP TABLE keep_redemption_lots AS SELECT * FROM redemption_lots;
DELETE FROM redemption_lots;
CREATE TABLE holding_lots_rebuilt (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trade_account TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code),
  app_no TEXT UNIQUE REFERENCES orders(app_no),
  dividend_id INTEGER UNIQUE REFERENCES dividends(id),
  confirm_date TEXT NOT NULL,
  shares TEXT NOT NULL,
  fee_mode TEXT NOT NULL,
  purchase_nav TEXT NOT NULL,
  cost TEXT NOT NULL,
  CHECK ((app_no IS NULL) <> (dividend_id IS NULL))
);
INSERT INTO holding_lots_rebuilt (id, account_id, trade_account, fund_code, app_no, confirm_date, shares,
  fee_mode, purchase_nav, cost)
SELECT id, account_id, trade_account, fund_code, app_no, confirm_date, shares, fee_mode, purchase_nav, cost
FROM holding_lots;
DROP TABLE holding_lots;
ALTER TABLE holding_lots_rebuilt RENAME TO holding_lots;
CREATE INDEX holding_lots_owner ON holding_lots(account_id, fund_code);
INSERT INTO redemption_lots SELECT * FROM temp.keep_redemption_lots;
DROP TABLE temp.keep_redemption_lots;
CREATE TABLE trade_records_rebuilt (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trade_account TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code),
  app_no TEXT REFERENCES orders(app_no),
  dividend_id INTEGER UNIQUE REFERENCES dividends(id),
  kind TEXT NOT NULL CHECK (kind IN ('apply','confirm','refund','dividend')),
  amount TEXT NOT NULL, shares TEXT NOT NULL,
  record_date TEXT NOT NULL,
  at INTEGER NOT NULL,
  CHECK ((app_no IS NULL) <> (dividend_id IS NULL)),
  CHECK ((kind = 'dividend') = (dividend_id IS NOT NULL))
);
INSERT INTO trade_records_rebuilt (id, account_id, trade_account, fund_code, app_no, kind, amount, shares,
  record_date, at)
SELECT id, account_id, trade_account, fund_code, app_no, kind, amount, shares, record_date, at
FROM trade_records;
DROP TABLE trade_records;
ALTER TABLE trade_records_rebuilt RENAME TO trade_records;
CREATE INDEX trade_records_account ON trade_records(account_id, record_date);
