-- Large redemptions (巨额赎回, issue 15): when a fund's net redemptions of an open day pass 10 % of its
-- shares, its manager decides what part of each redemption of that day is confirmed; the rest is cancelled or
-- postponed to the next open day as each investor chose (over_limit). One decision per fund and trade date.
CREATE TABLE large_redemptions (
  fund_code TEXT NOT NULL REFERENCES funds(code),
  trade_date TEXT NOT NULL,
  accept_ratio TEXT NOT NULL,
  PRIMARY KEY (fund_code, trade_date)
);
