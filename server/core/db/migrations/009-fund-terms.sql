-- A fund's trading terms beside its search row in funds: what the suitability chain, the fee preview, the
-- order limits and the confirm batch read. Money, rates, shares and NAVs are decimal text, never REAL.
CREATE TABLE fund_terms (
  code TEXT PRIMARY KEY REFERENCES funds(code),
  category TEXT NOT NULL,
  product_type TEXT NOT NULL CHECK (product_type IN ('1','3')),
  qualified_only INTEGER NOT NULL,
  -- Suitability factors (investment horizon and variety codes); NULL: the factor is missing (400010).
  horizon TEXT,
  variety TEXT,
  raise_from TEXT, raise_to TEXT,
  inception TEXT, last_nav_date TEXT,
  confirm_days INTEGER NOT NULL, payout_days INTEGER NOT NULL,
  min_first TEXT NOT NULL, min_additional TEXT NOT NULL, max_per_day TEXT,
  min_redeem_shares TEXT NOT NULL, min_hold_shares TEXT NOT NULL,
  -- The NAV generator's parameters (JSON), kept so the history can be extended the same way.
  performance_model TEXT NOT NULL
);
CREATE TABLE fund_documents (
  fund_code TEXT NOT NULL REFERENCES funds(code),
  kind TEXT NOT NULL CHECK (kind IN ('summary','contract','riskDisclosure')),
  notice_code TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  PRIMARY KEY (fund_code, kind)
);
-- Purchase (申购) and subscription (认购) fee tiers: from from_amount (included) to the next tier's.
CREATE TABLE fund_fee_tiers (
  fund_code TEXT NOT NULL REFERENCES funds(code),
  business TEXT NOT NULL CHECK (business IN ('purchase','subscription')),
  from_amount TEXT NOT NULL,
  rate TEXT, fixed TEXT,
  CHECK ((rate IS NULL) <> (fixed IS NULL)),
  PRIMARY KEY (fund_code, business, from_amount)
);
-- The online direct-sales discount of a fee table: factor × list rate, never below floor_rate.
CREATE TABLE fund_fee_discounts (
  fund_code TEXT NOT NULL REFERENCES funds(code),
  business TEXT NOT NULL CHECK (business IN ('purchase','subscription')),
  factor TEXT NOT NULL, floor_rate TEXT NOT NULL,
  PRIMARY KEY (fund_code, business)
);
-- Redemption and back-end fees by calendar days held.
CREATE TABLE fund_holding_fees (
  fund_code TEXT NOT NULL REFERENCES funds(code),
  kind TEXT NOT NULL CHECK (kind IN ('redemption','backEnd')),
  from_days INTEGER NOT NULL, rate TEXT NOT NULL,
  PRIMARY KEY (fund_code, kind, from_days)
);
CREATE TABLE fund_dividends (
  fund_code TEXT NOT NULL REFERENCES funds(code), ex_date TEXT NOT NULL, per_share TEXT NOT NULL,
  PRIMARY KEY (fund_code, ex_date)
);
-- One row per fund and trading day; a NAV is public from 20:00 Shanghai of its day (the routes filter).
CREATE TABLE fund_navs (
  fund_code TEXT NOT NULL REFERENCES funds(code),
  nav_date TEXT NOT NULL,
  nav TEXT NOT NULL, total_nav TEXT NOT NULL,
  -- Dividend per share when this is an ex-dividend date (the NAV dropped by it; rates reinvest it).
  dividend TEXT,
  -- Money-market funds only: income per 10 000 shares and the seven-day annualised yield.
  per_myriad_income TEXT, seven_day_yield TEXT,
  PRIMARY KEY (fund_code, nav_date)
) WITHOUT ROWID;
