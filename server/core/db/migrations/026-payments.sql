-- Money must arrive (issue 26 item 4, issue 27 item 2): when an order's money arrived (fast pay at once,
-- a bank transfer when the bank reports it; NULL: not yet), a private order's cooling-off counted only once
-- it did, an unpaid private order that became invalid, and at most one refund per order.

-- Orders placed before this file were taken as paid when placed (the old model).
ALTER TABLE orders ADD COLUMN paid_at INTEGER;
UPDATE orders SET paid_at = applied_at WHERE business_type IN ('Purchase', 'Subscribe', 'BookPurchase');

-- private_orders again, with paid_at and cooling_ends_at empty until the money arrived, and 'invalid'.
CREATE TABLE private_orders_rebuilt (
  app_no TEXT PRIMARY KEY REFERENCES orders(app_no),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  fund_code TEXT NOT NULL REFERENCES funds(code),
  signed_at INTEGER NOT NULL, paid_at INTEGER,
  cooling_ends_at INTEGER,
  stage TEXT NOT NULL CHECK (stage IN ('pending','final','withdrawn','visitFailed','invalid')),
  closed_at INTEGER,
  visit_answers TEXT,
  CHECK ((paid_at IS NULL) = (cooling_ends_at IS NULL))
);
INSERT INTO private_orders_rebuilt SELECT app_no, account_id, fund_code, signed_at, paid_at, cooling_ends_at,
  stage, closed_at, visit_answers FROM private_orders;
DROP TABLE private_orders;
ALTER TABLE private_orders_rebuilt RENAME TO private_orders;
CREATE INDEX private_orders_account ON private_orders(account_id, stage);

-- Every money movement of an order happens once: one refund per order at most.
CREATE UNIQUE INDEX trade_records_one_refund ON trade_records(app_no) WHERE kind = 'refund';
