-- The return visit is confirmed by the back office (issue 37 item 2; review P14, P6, P7; 募集行为管理办法
-- art. 29–30): the investor's answers open it ('answered', answered_at), a reviewer outside sales confirms it
-- ('final', reviewer, reviewed_at), and a visit not confirmed by its deadline voids the order ('lapsed').
-- SQLite cannot widen a CHECK in place: the table is rebuilt with every row as it is. A visit passed before
-- this file counts as answered when it was closed, with no reviewer (the old model).
CREATE TABLE private_orders_reviewed (
  app_no TEXT PRIMARY KEY REFERENCES orders(app_no),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  fund_code TEXT NOT NULL REFERENCES funds(code),
  signed_at INTEGER NOT NULL, paid_at INTEGER,
  cooling_ends_at INTEGER,
  stage TEXT NOT NULL
    CHECK (stage IN ('pending','answered','final','withdrawn','visitFailed','invalid','lapsed')),
  closed_at INTEGER,
  visit_answers TEXT,
  answered_at INTEGER,
  reviewer TEXT,
  reviewed_at INTEGER,
  CHECK ((paid_at IS NULL) = (cooling_ends_at IS NULL)),
  CHECK (stage <> 'answered' OR answered_at IS NOT NULL)
);
INSERT INTO private_orders_reviewed (app_no, account_id, fund_code, signed_at, paid_at, cooling_ends_at, stage,
  closed_at, visit_answers, answered_at)
  SELECT app_no, account_id, fund_code, signed_at, paid_at, cooling_ends_at, stage, closed_at, visit_answers,
    CASE WHEN visit_answers IS NULL THEN NULL ELSE closed_at END FROM private_orders;
DROP TABLE private_orders;
ALTER TABLE private_orders_reviewed RENAME TO private_orders;
CREATE INDEX private_orders_account ON private_orders(account_id, stage);
