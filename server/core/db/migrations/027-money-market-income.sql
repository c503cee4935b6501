-- Money-market income (issue 26 item 10): a money-market fund distributes its income every day by
-- reinvestment (货币市场基金监督管理办法), carried over into shares day by day (按日结转). The confirm batch
-- registers each NAV day's income of each holding here: the shares registered at the end of that day, the
-- income per 10 000 shares, and the shares it carried over (half-up to the hundredth share, 0.00 when it
-- rounds to nothing). The primary key makes the step idempotent: a day of a holding is registered once.
-- The carried shares join one carry-over lot per holding (holding_lots.carry_over = 1, no cost, dated its
-- first registration), which redemptions take first in first out like any other lot; the rows here date
-- each addition to it, so the holding's history stays known day by day. holding_lots is rebuilt to allow
-- a lot that belongs to neither an order nor a dividend (see 022 for why its dependants wait aside).
CREATE TEMP TABLE keep_redemption_lots AS SELECT * FROM redemption_lots;
DELETE FROM redemption_lots;
CREATE TABLE holding_lots_rebuilt (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trade_account TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code),
  app_no TEXT UNIQUE REFERENCES orders(app_no),
  dividend_id INTEGER UNIQUE REFERENCES dividends(id),
  carry_over INTEGER NOT NULL DEFAULT 0 CHECK (carry_over IN (0, 1)),
  confirm_date TEXT NOT NULL,
  shares TEXT NOT NULL,
  fee_mode TEXT NOT NULL,
  purchase_nav TEXT NOT NULL,
  cost TEXT NOT NULL,
  CHECK ((app_no IS NOT NULL) + (dividend_id IS NOT NULL) + carry_over = 1)
);
INSERT INTO holding_lots_rebuilt (id, account_id, trade_account, fund_code, app_no, dividend_id, confirm_date,
  shares, fee_mode, purchase_nav, cost)
SELECT id, account_id, trade_account, fund_code, app_no, dividend_id, confirm_date, shares, fee_mode,
  purchase_nav, cost
FROM holding_lots;
DROP TABLE holding_lots;
ALTER TABLE holding_lots_rebuilt RENAME TO holding_lots;
CREATE INDEX holding_lots_owner ON holding_lots(account_id, fund_code);
CREATE UNIQUE INDEX holding_lots_carry_over ON holding_lots(account_id, trade_account, fund_code)
  WHERE carry_over = 1;
INSERT INTO redemption_lots SELECT * FROM temp.keep_redemption_lots;
DROP TABLE temp.keep_redemption_lots;
CREATE TABLE money_market_income (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  trade_account TEXT NOT NULL,
  fund_code TEXT NOT NULL REFERENCES funds(code),
  income_date TEXT NOT NULL,
  shares TEXT NOT NULL,
  myriad_income TEXT NOT NULL,
  income_shares TEXT NOT NULL,
  registered_date TEXT NOT NULL,
  registered_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, trade_account, fund_code, income_date)
);
CREATE INDEX money_market_income_fund ON money_market_income(fund_code, income_date);
